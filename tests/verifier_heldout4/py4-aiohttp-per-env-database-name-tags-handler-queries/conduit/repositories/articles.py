from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, ArticleTag


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker) -> None:
        self.sessions = sessions

    async def page(self, tag: str | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(ArticleTag.name == tag))
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total or 0

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def add(self, article: Article) -> Article:
        async with self.sessions.begin() as s:
            s.add(article)
        return await self.by_slug(article.slug)
