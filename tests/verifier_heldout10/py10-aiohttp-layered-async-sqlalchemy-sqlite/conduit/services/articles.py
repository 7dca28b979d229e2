import re

from conduit.models import Article
from conduit.repositories.articles import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repository: ArticleRepository):
        self._repository = repository

    async def get(self, slug: str) -> Article:
        article = await self._repository.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def page(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return await self._repository.page(max(1, min(limit, 100)), max(0, offset))

    async def create(self, author_id: int, title: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self._repository.add(Article(slug=slug, title=title, body=body, author_id=author_id))
