from sqlalchemy import func, select
from sqlalchemy import text as sql
from sqlalchemy.ext.asyncio import AsyncSession

from app.tables import Article, Favorite, User


async def user_by(session: AsyncSession, **by) -> User | None:
    return await session.scalar(select(User).filter_by(**by))


async def article_by_slug(session: AsyncSession, slug: str) -> Article | None:
    return await session.scalar(select(Article).where(Article.slug == slug))


async def list_articles(session: AsyncSession, *, tag=None, author=None, favorited=None, limit=20, offset=0):
    stmt = select(Article)
    if tag:
        stmt = stmt.where(Article.tag_list.any(tag))
    if author:
        stmt = stmt.join(Article.author).where(User.username == author)
    if favorited:
        stmt = stmt.where(
            sql(
                "articles.id IN (SELECT f.article_id FROM favorites f "
                "JOIN users u ON u.id = f.user_id WHERE u.username = :fav)"
            ).bindparams(fav=favorited)
        )
    total = await session.scalar(select(func.count()).select_from(stmt.subquery()))
    rows = (await session.scalars(stmt.order_by(Article.created_at.desc()).limit(limit).offset(offset))).all()
    return list(rows), total or 0


async def favorite_count(session: AsyncSession, article_id: int) -> int:
    return await session.scalar(select(func.count()).select_from(Favorite).where(Favorite.article_id == article_id))


async def all_tags(session: AsyncSession) -> list[str]:
    rows = await session.scalars(select(func.unnest(Article.tag_list)).distinct())
    return sorted(rows)
