from sqlalchemy import select

from conduit.db import Session, database
from conduit.models import Article

FEED_QUERY = """
    SELECT a.slug, a.title, a.body, a.created_at, u.username
    FROM articles a
    JOIN follows f ON f.followed_id = a.author_id
    JOIN users u ON u.id = a.author_id
    WHERE f.follower_id = :user_id
    ORDER BY a.created_at DESC
    LIMIT :limit OFFSET :offset
"""


async def article_by_slug(slug: str):
    async with Session() as s:
        return await s.scalar(select(Article).where(Article.slug == slug))


async def feed(user_id: int, limit: int, offset: int):
    rows = await database.fetch_all(query=FEED_QUERY, values={"user_id": user_id, "limit": limit, "offset": offset})
    return [dict(r._mapping) for r in rows]
