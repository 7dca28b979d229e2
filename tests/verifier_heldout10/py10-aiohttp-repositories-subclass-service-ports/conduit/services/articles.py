import re

from conduit.models import Article
from conduit.services.ports import ArticleStore


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, store: ArticleStore):
        self.store = store

    async def create(self, title: str, body: str) -> Article:
        article = Article(slug=re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-"), title=title, body=body)
        await self.store.add(article)
        return article

    async def get(self, slug: str) -> Article:
        article = await self.store.get(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def latest(self, limit: int = 20, offset: int = 0) -> list[Article]:
        return await self.store.latest(limit, offset)
