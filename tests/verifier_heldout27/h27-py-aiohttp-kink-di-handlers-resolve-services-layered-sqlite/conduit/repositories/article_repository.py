from sqlalchemy import func, select

from conduit.models import Article


class ArticleRepository:
    def __init__(self, sessionmaker) -> None:
        self._sessionmaker = sessionmaker

    async def by_slug(self, slug: str) -> Article | None:
        async with self._sessionmaker() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))

    async def page(self, author_id: int | None, limit: int, offset: int) -> tuple[list[Article], int]:
        stmt = select(Article)
        if author_id is not None:
            stmt = stmt.where(Article.author_id == author_id)
        async with self._sessionmaker() as session:
            total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
            rows = await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))
            return list(rows), total or 0
