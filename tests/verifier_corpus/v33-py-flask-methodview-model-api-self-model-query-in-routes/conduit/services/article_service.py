import re

from conduit.models import Article
from conduit.repositories import article_repository


def get(slug: str) -> Article | None:
    return article_repository.by_slug(slug)


def create(title: str, body: str) -> Article:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return article_repository.save(Article(slug=slug, title=title, body=body))
