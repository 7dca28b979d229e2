from sqlalchemy import func, select

from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, tag, limit, offset):
        stmt = select(Article)
        if tag:
            stmt = stmt.where(Article.tag_list.any(tag))
        async with self.sessions() as s:
            total = await s.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = (await s.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
        return rows, total

    async def tags(self):
        async with self.sessions() as s:
            return list(await s.scalars(select(func.unnest(Article.tag_list)).distinct()))
