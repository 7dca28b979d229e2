import uuid

from django.utils.text import slugify

from ..repositories.articles import ArticleRepository
from .errors import NotFound, ServiceError

articles = ArticleRepository()


def page(tag=None, author=None, limit=20, offset=0):
    return articles.page(tag, author, limit, offset)


def get(slug: str):
    article = articles.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def create(author, data: dict):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ServiceError("title, description and body are required")
    return articles.create(
        data.get("tagList") or [],
        slug=f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}",
        title=data["title"], description=data["description"], body=data["body"], author=author,
    )


def tags() -> list[str]:
    return articles.tag_names()
