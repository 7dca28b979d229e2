from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.models import Article, Follow, Tag, User


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
        # the ORM version was slow on large follow lists; use asyncpg directly for this one
        async with self.sessions() as s:
            conn = await s.connection()
            raw = await conn.get_raw_connection()
            records = await raw.driver_connection.fetch(
                """SELECT a.id, count(*) OVER () AS total FROM articles a
                   JOIN follows f ON f.followee_id = a.author_id
                   WHERE f.follower_id = $1 ORDER BY a.created_at DESC LIMIT $2 OFFSET $3""",
                user_id, limit, offset,
            )
            ids = [r["id"] for r in records]
            total = records[0]["total"] if records else 0
            rows = (await s.scalars(select(Article).where(Article.id.in_(ids)).order_by(Article.created_at.desc()))).all()
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
