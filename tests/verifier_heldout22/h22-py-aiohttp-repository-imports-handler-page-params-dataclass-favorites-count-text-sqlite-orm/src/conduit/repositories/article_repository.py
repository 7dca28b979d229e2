from sqlalchemy import func, select, text

from conduit.db import Session
from conduit.handlers.params import PageParams
from conduit.models import Article


class ArticleRepository:
    async def page(self, page: PageParams) -> tuple[list[Article], int]:
        async with Session() as s:
            total = await s.scalar(select(func.count()).select_from(Article))
            rows = await s.scalars(select(Article).order_by(Article.created_at.desc())
                                   .limit(page.limit).offset(page.offset))
            return list(rows), total or 0

    async def favorites_count(self, article_id: int) -> int:
        async with Session() as s:
            result = await s.execute(
                text("SELECT COUNT(*) FROM favorites WHERE article_id = :id"), {"id": article_id})
            return result.scalar_one()
