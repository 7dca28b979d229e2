from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.domain.models import Article, Follow, Tag, User


class ArticleRepository:
    def __init__(self, sessions: async_sessionmaker):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def list(self, tag=None, author=None, limit=20, offset=0):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tags.any(Tag.name == tag))
        if author:
            stmt = stmt.join(Article.author).where(User.username == author)
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return rows, total

    async def feed(self, user_id, limit=20, offset=0):
        followed = select(Follow.followee_id).where(Follow.follower_id == user_id)
        stmt = select(Article).where(Article.author_id.in_(followed))
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return rows, total

    async def tag_names(self):
        async with self.sessions() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))

    async def add(self, article, tag_names):
        async with self.sessions() as s:
            existing = {t.name: t for t in await s.scalars(select(Tag).where(Tag.name.in_(tag_names)))}
            article.tags = [existing.get(n) or Tag(name=n) for n in tag_names]
            s.add(article)
            await s.commit()
            return await s.scalar(select(Article).where(Article.id == article.id))
