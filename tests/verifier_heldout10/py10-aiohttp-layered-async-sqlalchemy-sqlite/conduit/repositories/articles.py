from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self._sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessions() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def page(self, limit: int, offset: int) -> list[Article]:
        async with self._sessions() as session:
            result = await session.scalars(select(Article).order_by(Article.id.desc()).limit(limit).offset(offset))
            return list(result.unique())

    async def add(self, article: Article) -> Article:
        async with self._sessions.begin() as session:
            session.add(article)
        return article
