from django.utils.text import slugify

from api.repositories import article_repository
from api.services.errors import ServiceError


def present(article, viewer):
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": article_repository.tag_names(article),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and article_repository.favorited(article, viewer),
        "favoritesCount": getattr(article, "favorites_count", 0),
        "author": {"username": article.author.username, "bio": article.author.bio,
                   "image": article.author.image, "following": False},
    }


def paginate(queryset, viewer, limit=20, offset=0):
    limit = max(1, min(int(limit), 100))
    offset = max(0, int(offset))
    items, total = article_repository.window(queryset, limit, offset)
    return [present(a, viewer) for a in items], total


def create(author, title, description, body, tags):
    slug = slugify(title)
    if article_repository.by_slug(slug):
        raise ServiceError(422, "title", "must be unique")
    return present(article_repository.create(author, slug, title, description, body, tags), author)
