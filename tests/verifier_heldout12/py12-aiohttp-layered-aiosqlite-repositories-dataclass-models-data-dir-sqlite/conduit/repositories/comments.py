from datetime import datetime, timezone

import aiosqlite

from conduit.models import Comment, User


class CommentRepository:
    def __init__(self, db: aiosqlite.Connection) -> None:
        self.db = db

    async def for_article(self, slug: str) -> list[Comment]:
        sql = ("SELECT c.id, c.article_slug, c.body, c.created_at, c.updated_at, "
               "u.id, u.username, u.email, u.password_hash, u.bio, u.image "
               "FROM comments c JOIN users u ON u.id = c.author_id WHERE c.article_slug = ? ORDER BY c.id DESC")
        async with self.db.execute(sql, (slug,)) as cur:
            rows = await cur.fetchall()
        return [Comment(r[0], r[1], User(*r[5:]), r[2], r[3], r[4]) for r in rows]

    async def insert(self, slug: str, author: User, body: str) -> Comment:
        now = datetime.now(timezone.utc).isoformat()
        cur = await self.db.execute(
            "INSERT INTO comments (article_slug, author_id, body, created_at, updated_at) VALUES (?, ?, ?, ?, ?)",
            (slug, author.id, body, now, now),
        )
        await self.db.commit()
        return Comment(cur.lastrowid, slug, author, body, now, now)
