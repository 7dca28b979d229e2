import re

from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.models import Article
from app.repositories.article_repository import ArticleRepository


class ArticleNotFound(Exception):
    pass


class ArticleService:
    def __init__(self, repo: ArticleRepository):
        self.repo = repo

    async def get(self, slug: str) -> Article:
        article = await self.repo.by_slug(slug)
        if article is None:
            raise ArticleNotFound(slug)
        return article

    async def list(self, limit: int, offset: int):
        return await self.repo.page(limit, offset)

    async def create(self, title: str, description: str, body: str) -> Article:
        slug = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-")
        return await self.repo.add(Article(slug=slug, title=title,
                                           description=description, body=body))


def get_article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
