from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, ArticleTag, Tag, User


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def page(self, tag: str | None, author: str | None, limit: int, offset: int):
        stmt = select(Article)
        if tag:
            stmt = stmt.join(ArticleTag, ArticleTag.article_id == Article.id).join(Tag).where(Tag.name == tag)
        if author:
            stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
        async with self.sessions() as session:
            total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows.unique()), total

    async def by_slug(self, slug: str) -> Article | None:
        async with self.sessions() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def create(self, article: Article, tag_names: list[str]) -> Article:
        async with self.sessions() as session:
            tags = []
            for name in tag_names:
                tag = await session.scalar(select(Tag).where(Tag.name == name))
                tags.append(tag or Tag(name=name))
            article.tags = tags
            session.add(article)
            await session.commit()
        return await self.by_slug(article.slug)

    async def tag_names(self) -> list[str]:
        async with self.sessions() as session:
            return list(await session.scalars(select(Tag.name).order_by(Tag.name)))
