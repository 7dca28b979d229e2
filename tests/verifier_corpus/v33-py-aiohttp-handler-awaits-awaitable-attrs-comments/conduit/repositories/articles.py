from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article


async def by_slug(session: AsyncSession, slug: str) -> Article | None:
    return await session.scalar(select(Article).where(Article.slug == slug))
