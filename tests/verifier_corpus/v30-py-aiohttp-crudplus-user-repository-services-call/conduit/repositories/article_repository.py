from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article


class ArticleRepository:
    async def by_slug(self, session: AsyncSession, slug: str) -> Article | None:
        return await session.scalar(select(Article).where(Article.slug == slug))
