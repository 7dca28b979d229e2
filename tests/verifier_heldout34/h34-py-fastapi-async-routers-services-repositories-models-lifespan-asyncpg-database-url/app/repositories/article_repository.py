from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def get_by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))

    async def list(self, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article).order_by(Article.created_at.desc())
        total = await self.session.scalar(select(func.count()).select_from(Article))
        rows = await self.session.scalars(stmt.limit(limit).offset(offset))
        return list(rows), total or 0

    async def add(self, article: Article) -> Article:
        self.session.add(article)
        await self.session.commit()
        return article
