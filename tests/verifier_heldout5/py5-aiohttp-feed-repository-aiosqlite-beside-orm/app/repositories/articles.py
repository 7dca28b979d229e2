from sqlalchemy import select

from app.db import Session
from app.models import Article


class ArticleRepository:
    async def by_slug(self, slug: str) -> Article | None:
        async with Session() as session:
            return await session.scalar(select(Article).where(Article.slug == slug))
