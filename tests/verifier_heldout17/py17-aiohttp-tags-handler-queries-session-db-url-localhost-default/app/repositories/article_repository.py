from sqlalchemy import func, select

from app.database import async_session
from app.models import Article


class ArticleRepository:
    async def list(self, limit, offset):
        async with async_session() as s:
            total = await s.scalar(select(func.count()).select_from(Article))
            rows = await s.scalars(select(Article).order_by(Article.created_at.desc())
                                   .limit(limit).offset(offset))
            return rows.all(), total
