from sqlalchemy import func, select

from conduit.models import Article, Tag


class ArticleRepository:
    def __init__(self, sessions):
        self._sessions = sessions

    async def page(self, limit: int, offset: int):
        async with self._sessions() as s:
            total = await s.scalar(select(func.count(Article.id)))
            rows = await s.scalars(select(Article).order_by(Article.created_at.desc())
                                   .limit(limit).offset(offset))
            return list(rows), total

    async def by_slug(self, slug: str):
        async with self._sessions() as s:
            return await s.scalar(select(Article).where(Article.slug == slug))

    async def tag_names(self):
        async with self._sessions() as s:
            return list(await s.scalars(select(Tag.name).order_by(Tag.name)))
