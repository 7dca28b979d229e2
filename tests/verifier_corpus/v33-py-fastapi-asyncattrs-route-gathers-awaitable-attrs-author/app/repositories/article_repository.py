from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    async def list_recent(self, limit: int, offset: int) -> list[Article]:
        stmt = select(Article).order_by(Article.id.desc()).limit(limit).offset(offset)
        return list(await self.session.scalars(stmt))

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(select(Article).where(Article.slug == slug))
