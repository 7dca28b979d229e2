from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.models import Article, Favorite

# Idempotent favorite: a second POST must not fail on the primary key.
_FAVORITE = text(
    "INSERT INTO favorites (user_id, article_id) "
    "SELECT :user_id, id FROM articles WHERE slug = :slug "
    "ON CONFLICT DO NOTHING"
)


async def favorite(session: AsyncSession, user_id: int, slug: str) -> int:
    await session.execute(_FAVORITE, {"user_id": user_id, "slug": slug})
    await session.commit()
    return await count(session, slug)


async def count(session: AsyncSession, slug: str) -> int:
    stmt = select(func.count(Favorite.user_id)).join(Article, Article.id == Favorite.article_id).where(Article.slug == slug)
    return await session.scalar(stmt) or 0
