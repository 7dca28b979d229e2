import re

from realworld.entities import Article
from realworld.stores.article_store import ArticleStore


class ArticleMissing(LookupError):
    pass


class ArticleService:
    def __init__(self, store: ArticleStore):
        self.store = store

    async def read(self, slug: str) -> Article:
        article = await self.store.get(slug)
        if article is None:
            raise ArticleMissing(slug)
        return article

    async def edit(self, slug: str, changes: dict) -> Article:
        allowed = {k: v for k, v in changes.items() if k in ("title", "description", "body")}
        if "title" in allowed:
            allowed["slug"] = re.sub(r"[^a-z0-9]+", "-", allowed["title"].lower()).strip("-")
        article = await self.store.update(slug, **allowed)
        if article is None:
            raise ArticleMissing(slug)
        return article
