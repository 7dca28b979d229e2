from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import Article


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def recent(self, limit: int, offset: int) -> tuple[list[Article], int]:
        async with self.sessions() as session:
            total = await session.scalar(select(func.count(Article.id)))
            rows = await session.scalars(select(Article).order_by(Article.created_at.desc())
                                         .limit(limit).offset(offset))
            return list(rows), total

    async def create(self, **fields) -> Article:
        async with self.sessions() as session:
            article = Article(**fields)
            session.add(article)
            await session.commit()
        return await self.by_slug(fields["slug"])
