import re

from app.repositories.article_repository import ArticleRepository


class NotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug):
        article = await self.repo.by_slug(slug)
        if article is None:
            raise NotFound(slug)
        return article

    async def page(self, limit=20, offset=0):
        return await self.repo.page(min(limit, 100), offset)

    async def create(self, author_id, title, body):
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        await self.repo.insert(slug, title, body, author_id)
        return await self.get(slug)
