import aiosqlite

from app.models import Comment, Profile

_SELECT = """
SELECT c.id, c.body, c.created_at, c.updated_at, u.id, u.username, u.bio, u.image
FROM comments c JOIN users u ON u.id = c.author_id
"""


def _row(row) -> Comment:
    return Comment(row[0], row[1], row[2], row[3], Profile(row[4], row[5], row[6], row[7]))


class CommentRepository:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def for_article(self, slug: str) -> list[Comment]:
        async with self.db.execute(_SELECT + " WHERE c.article_slug = ? ORDER BY c.id DESC", (slug,)) as cur:
            return [_row(r) for r in await cur.fetchall()]

    async def get(self, comment_id: int) -> Comment | None:
        async with self.db.execute(_SELECT + " WHERE c.id = ?", (comment_id,)) as cur:
            row = await cur.fetchone()
        return _row(row) if row else None

    async def add(self, slug: str, author_id: int, body: str) -> Comment:
        cur = await self.db.execute(
            "INSERT INTO comments (article_slug, author_id, body) VALUES (?, ?, ?)", (slug, author_id, body)
        )
        await self.db.commit()
        return await self.get(cur.lastrowid)

    async def delete(self, comment_id: int) -> None:
        await self.db.execute("DELETE FROM comments WHERE id = ?", (comment_id,))
        await self.db.commit()
