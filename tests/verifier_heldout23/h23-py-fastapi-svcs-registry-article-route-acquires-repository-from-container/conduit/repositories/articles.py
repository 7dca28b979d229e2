from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from ..models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def latest(self, limit: int, offset: int) -> tuple[list[Article], int]:
        total = await self.session.scalar(select(func.count(Article.id)))
        rows = await self.session.scalars(
            select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows), total

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article
