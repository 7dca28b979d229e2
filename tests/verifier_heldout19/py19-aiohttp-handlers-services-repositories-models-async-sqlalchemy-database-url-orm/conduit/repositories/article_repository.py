from sqlalchemy import func, select
from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessions):
        self._sessions = sessions

    async def by_slug(self, slug: str):
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def page(self, limit: int, offset: int):
        async with self._sessions() as s:
            rows = (await s.scalars(select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
            total = await s.scalar(select(func.count(Article.id)))
            return rows, total
