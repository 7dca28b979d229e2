import re

from conduit.models.article import Article
from conduit.repositories import article_repository


def create(author_id: int, title: str, description: str, body: str) -> Article:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    if article_repository.find_by_slug(slug):
        slug = f"{slug}-{author_id}"
    return article_repository.add(Article(slug=slug, title=title, description=description, body=body, author_id=author_id))


def get(slug: str) -> Article | None:
    return article_repository.find_by_slug(slug)


def recent(limit: int = 20, offset: int = 0) -> list[Article]:
    return article_repository.recent(limit, offset)
