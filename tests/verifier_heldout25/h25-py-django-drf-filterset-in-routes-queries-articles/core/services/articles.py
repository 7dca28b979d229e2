import uuid

from django.utils.text import slugify
from rest_framework.exceptions import NotFound, ValidationError

from ..repositories import articles


def get(slug: str):
    article = articles.by_slug(slug)
    if article is None:
        raise NotFound("article not found")
    return article


def publish(author, data: dict):
    if not all(data.get(k) for k in ("title", "description", "body")):
        raise ValidationError({"body": ["title, description and body are required"]})
    slug = f"{slugify(data['title'])}-{uuid.uuid4().hex[:6]}"
    return articles.create(author, slug, data["title"], data["description"], data["body"], data.get("tagList") or [])


def tags() -> list[str]:
    return articles.tag_names()
