from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from ..models import Article, Tag, User
from .tags import TagRepository


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker, tags: TagRepository):
        self.sessions = sessions
        self.tags = tags

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def page(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        async with self.sessions() as session:
            total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total

    async def create(self, article: Article, tag_names: list[str]) -> Article:
        async with self.sessions() as session:
            article.tags = await self.tags.upsert_many(session, tag_names)
            session.add(article)
            await session.commit()
        return await self.by_slug(article.slug)
