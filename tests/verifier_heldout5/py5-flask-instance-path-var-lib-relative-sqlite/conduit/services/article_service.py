import re

from conduit.models import Article, User
from conduit.repositories import article_repository


class ArticleNotFound(Exception):
    pass


def get(slug: str) -> Article:
    article = article_repository.find_by_slug(slug)
    if article is None:
        raise ArticleNotFound(slug)
    return article


def feed(limit: int = 20, offset: int = 0) -> tuple[list[Article], int]:
    return article_repository.page(limit, offset)


def create(author: User, title: str, description: str, body: str) -> Article:
    slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
    return article_repository.save(Article(slug=slug, title=title, description=description, body=body, author=author))
