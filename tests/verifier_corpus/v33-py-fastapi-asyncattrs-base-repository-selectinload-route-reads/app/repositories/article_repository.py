from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession
from sqlalchemy.orm import selectinload

from app.models import Article


class ArticleRepository:
    def __init__(self, session: AsyncSession):
        self.session = session

    def _base(self):
        return select(Article).options(selectinload(Article.author), selectinload(Article.tags))

    async def list_recent(self, limit: int, offset: int) -> list[Article]:
        stmt = self._base().order_by(Article.id.desc()).limit(limit).offset(offset)
        return list(await self.session.scalars(stmt))

    async def by_slug(self, slug: str) -> Article | None:
        return await self.session.scalar(self._base().where(Article.slug == slug))
