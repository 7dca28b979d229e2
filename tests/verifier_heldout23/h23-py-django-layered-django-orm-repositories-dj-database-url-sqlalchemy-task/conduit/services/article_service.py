from django.utils.text import slugify

from ..repositories.article_repository import ArticleRepository
from ..repositories.user_repository import UserRepository
from .errors import Forbidden, NotFound, ServiceError

articles = ArticleRepository()
users = UserRepository()


def present(article, viewer=None):
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": article.tag_names,
        "createdAt": article.created_at.isoformat().replace("+00:00", "Z"),
        "updatedAt": article.updated_at.isoformat().replace("+00:00", "Z"),
        "favorited": bool(viewer) and articles.is_favorited(article, viewer),
        "favoritesCount": getattr(article, "favorites_count", 0),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": bool(viewer) and users.is_following(viewer, article.author)},
    }


def listing(viewer=None, feed=False, **filters):
    if feed:
        filters["authors_followed_by"] = viewer
    rows, total = articles.filter(**filters)
    return {"articles": [present(a, viewer) for a in rows], "articlesCount": total}


def get(slug, viewer=None):
    article = articles.get_by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def create(author, data):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ServiceError("title, description and body are required")
    slug = base = slugify(data["title"])
    n = 1
    while articles.slug_taken(slug):
        n += 1
        slug = f"{base}-{n}"
    return articles.create(author, slug, data["title"], data["description"], data["body"], data.get("tagList") or [])


def delete(viewer, slug):
    article = get(slug)
    if article.author_id != viewer.pk:
        raise Forbidden("only the author can delete this article")
    articles.delete(article)


def favorite(viewer, slug, on):
    article = get(slug)
    articles.set_favorite(article, viewer, on)
    return get(slug)


def tags():
    return articles.tag_names()
