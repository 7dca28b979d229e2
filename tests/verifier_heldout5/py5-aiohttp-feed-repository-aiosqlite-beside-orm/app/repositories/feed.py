import aiosqlite

from app.db import DB_FILE

FEED_SQL = """
SELECT a.slug, a.title, a.description, a.body, a.created_at, u.username
FROM articles a
JOIN users u ON u.id = a.author_id
JOIN follows f ON f.followee_id = a.author_id
WHERE f.follower_id = ?
ORDER BY a.created_at DESC
LIMIT ? OFFSET ?
"""


class FeedRepository:
    """The feed joins three tables on every request; a single hand-tuned query keeps it fast."""

    async def feed_for(self, user_id: int, limit: int, offset: int) -> list[dict]:
        async with aiosqlite.connect(DB_FILE) as conn:
            conn.row_factory = aiosqlite.Row
            async with conn.execute(FEED_SQL, (user_id, limit, offset)) as cursor:
                return [dict(row) for row in await cursor.fetchall()]
