from sqlalchemy import func, select

from ..models import Article


class ArticleRepository:
    def __init__(self, sessions):
        self.sessions = sessions

    async def by_slug(self, slug):
        async with self.sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, limit, offset):
        async with self.sessions() as s:
            total = await s.scalar(select(func.count(Article.id)))
            rows = await s.scalars(
                select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
            )
            return list(rows), total
