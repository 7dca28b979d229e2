"""Comment reads go straight to the SQLite file (one small query, no ORM session needed)."""
import aiosqlite

from .settings import DB_FILE

LIST_SQL = """
SELECT c.id, c.body, c.created_at, c.updated_at, u.username, u.bio, u.image
FROM comments c
JOIN articles a ON a.id = c.article_id
JOIN users u ON u.id = c.author_id
WHERE a.slug = ?
ORDER BY c.id
"""


async def list_comments(slug: str) -> list[dict]:
    async with aiosqlite.connect(DB_FILE) as db:
        db.row_factory = aiosqlite.Row
        async with db.execute(LIST_SQL, (slug,)) as cur:
            rows = await cur.fetchall()
    return [{"id": r["id"], "body": r["body"], "createdAt": r["created_at"], "updatedAt": r["updated_at"],
             "author": {"username": r["username"], "bio": r["bio"], "image": r["image"], "following": False}}
            for r in rows]
