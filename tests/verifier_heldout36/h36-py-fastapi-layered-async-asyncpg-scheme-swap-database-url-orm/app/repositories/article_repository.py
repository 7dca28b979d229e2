from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article, Favorite


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list(self, limit: int, offset: int):
        stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
        return list((await self.session.scalars(stmt)).all())

    async def count(self) -> int:
        return await self.session.scalar(select(func.count()).select_from(Article))

    async def favorites_count(self, article_id: int) -> int:
        stmt = select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id)
        return await self.session.scalar(stmt)
