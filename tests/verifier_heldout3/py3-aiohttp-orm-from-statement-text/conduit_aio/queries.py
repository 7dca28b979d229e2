from sqlalchemy import func, select, text
from sqlalchemy.ext.asyncio import AsyncSession

from conduit_aio.models import Article, Favorite, User


async def list_articles(s: AsyncSession, author: str | None, limit: int, offset: int) -> list[Article]:
    stmt = select(Article).order_by(Article.created_at.desc()).limit(limit).offset(offset)
    if author:
        stmt = stmt.join(User, User.id == Article.author_id).where(User.username == author)
    return list(await s.scalars(stmt))


# Articles favorited by a user: the ORM query needs two joins and a subquery; this
# statement is simpler to read and still returns mapped Article objects.
FAVORITED_BY = text("""
    SELECT articles.*
    FROM articles
    JOIN favorites ON favorites.article_id = articles.id
    JOIN users ON users.id = favorites.user_id
    WHERE users.username = :username
    ORDER BY articles.created_at DESC
    LIMIT :limit OFFSET :offset
""")


async def favorited_by(s: AsyncSession, username: str, limit: int, offset: int) -> list[Article]:
    stmt = select(Article).from_statement(FAVORITED_BY)
    result = await s.scalars(stmt, {"username": username, "limit": limit, "offset": offset})
    return list(result)


async def favorites_count(s: AsyncSession, article_id: int) -> int:
    return await s.scalar(select(func.count()).where(Favorite.article_id == article_id)) or 0


async def author_name(s: AsyncSession, user_id: int) -> str:
    return await s.scalar(select(User.username).where(User.id == user_id))
