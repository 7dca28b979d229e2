from sqlalchemy import func, select

from conduit.db import Session
from conduit.models import Article


class ArticleRepository:
    async def page(self, limit: int, offset: int) -> tuple[int, list[Article]]:
        async with Session() as session:
            total = await session.scalar(select(func.count(Article.id)))
            rows = await session.scalars(
                select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
            )
            return total or 0, list(rows)

    async def by_slug(self, slug: str) -> Article | None:
        async with Session() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))
