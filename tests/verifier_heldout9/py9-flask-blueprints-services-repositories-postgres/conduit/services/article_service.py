import re

from conduit.models import Article, User
from conduit.repositories import article_repository
from conduit.services import ServiceError


def _slugify(title: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")


def to_dict(article: Article, viewer: User | None) -> dict:
    return {
        "slug": article.slug,
        "title": article.title,
        "description": article.description,
        "body": article.body,
        "tagList": [t.name for t in article.tags],
        "createdAt": article.created_at.isoformat(),
        "updatedAt": article.updated_at.isoformat(),
        "favorited": viewer is not None and viewer in article.favorited_by,
        "favoritesCount": article_repository.favorites_count(article),
        "author": {
            "username": article.author.username,
            "bio": article.author.bio,
            "image": article.author.image,
            "following": viewer is not None and article.author in viewer.following,
        },
    }


def list_articles(viewer, **filters):
    articles, total = article_repository.list_articles(**filters)
    return [to_dict(a, viewer) for a in articles], total


def feed(viewer, limit, offset):
    articles, total = article_repository.feed(viewer, limit, offset)
    return [to_dict(a, viewer) for a in articles], total


def create(author: User, data: dict) -> dict:
    slug = _slugify(data["title"])
    if article_repository.get_by_slug(slug):
        slug = f"{slug}-{author.id}"
    article = Article(slug=slug, title=data["title"], description=data["description"],
                      body=data["body"], author=author)
    article.tags = article_repository.get_or_create_tags(data.get("tagList") or [])
    article_repository.add(article)
    return to_dict(article, author)


def get(slug: str, viewer) -> dict:
    article = article_repository.get_by_slug(slug)
    if article is None:
        raise ServiceError("article not found", status=404)
    return to_dict(article, viewer)


def tags() -> list[str]:
    return article_repository.all_tag_names()
