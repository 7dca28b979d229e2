from django.utils.text import slugify

from conduit.models import Article, User
from conduit.repositories import article_repository, user_repository
from conduit.services.errors import ServiceError


def present(article: Article, viewer: User | None) -> dict:
    return {
        "slug": article.slug, "title": article.title, "description": article.description, "body": article.body,
        "tagList": article_repository.tag_list(article),
        "createdAt": article.created_at.isoformat(), "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and article_repository.is_favorited(article, viewer),
        "favoritesCount": getattr(article, "favorites_count", 0),
        "author": {"username": article.author.username, "bio": article.author.bio, "image": article.author.image,
                   "following": viewer is not None and user_repository.is_following(viewer, article.author)},
    }


def list_articles(viewer, **filters):
    rows, total = article_repository.search(**filters)
    return [present(a, viewer) for a in rows], total


def create(author: User, title: str, description: str, body: str, tags: list[str]) -> dict:
    slug = slugify(title)
    if not slug or article_repository.by_slug(slug):
        raise ServiceError(422, "title", "must be unique")
    return present(article_repository.create(author, slug, title, description, body, tags), author)


def favorite(viewer: User, slug: str) -> dict:
    article = article_repository.by_slug(slug)
    if article is None:
        raise ServiceError(404, "article", "not found")
    article_repository.favorite(article, viewer)
    return present(article_repository.by_slug(slug), viewer)


def tags() -> list[str]:
    return article_repository.tag_names()
