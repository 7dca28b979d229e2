from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def latest(self, limit: int, offset: int) -> list[Article]:
        async with self.sessions() as s:
            rows = await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows)
