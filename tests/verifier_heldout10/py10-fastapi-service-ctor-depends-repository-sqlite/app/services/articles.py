from typing import Annotated

from fastapi import Depends

from app.models import Article
from app.repositories.articles import ArticleRepository


class ArticleNotFound(LookupError):
    pass


class ArticleService:
    """FastAPI builds the repository for us: it is a sub-dependency of the service."""

    def __init__(self, repo: Annotated[ArticleRepository, Depends()]):
        self._repo = repo

    def get(self, slug: str) -> Article:
        article = self._repo.find(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    def page(self, limit: int, offset: int) -> list[Article]:
        return self._repo.page(min(limit, 100), max(offset, 0))
