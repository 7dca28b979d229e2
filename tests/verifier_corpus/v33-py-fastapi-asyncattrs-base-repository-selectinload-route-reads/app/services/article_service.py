from sqlalchemy.ext.asyncio import AsyncSession

from app.models import Article
from app.repositories.article_repository import ArticleRepository


async def recent_articles(session: AsyncSession, limit: int, offset: int) -> list[Article]:
    return await ArticleRepository(session).list_recent(limit, offset)


async def article_by_slug(session: AsyncSession, slug: str) -> Article | None:
    return await ArticleRepository(session).by_slug(slug)
