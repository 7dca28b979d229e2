from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article
from conduit.repositories import articles as repo


async def find(session: AsyncSession, slug: str) -> Article | None:
    return await repo.by_slug(session, slug)
