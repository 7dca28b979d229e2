from sqlalchemy import select

from ..db import current_session
from ..models import Article


class ArticleRepository:
    async def by_slug(self, slug: str) -> Article | None:
        return await current_session().scalar(select(Article).where(Article.slug == slug))

    async def latest(self, limit: int, offset: int) -> list[Article]:
        rows = await current_session().scalars(
            select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset))
        return list(rows)
