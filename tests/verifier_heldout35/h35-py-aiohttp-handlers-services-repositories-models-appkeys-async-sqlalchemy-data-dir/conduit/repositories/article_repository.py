from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, Tag


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, tag: str | None, limit: int, offset: int):
        stmt = select(Article).order_by(Article.created_at.desc())
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            items = (await s.scalars(stmt.limit(limit).offset(offset))).all()
        return list(items), total

    async def tag_names(self) -> list[str]:
        async with self.sessions() as s:
            return list((await s.scalars(select(Tag.name).order_by(Tag.name))).all())
