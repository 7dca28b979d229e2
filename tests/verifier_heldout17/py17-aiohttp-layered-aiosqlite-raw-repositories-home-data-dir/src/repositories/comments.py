from src.models import Comment


class CommentRepository:
    def __init__(self, db):
        self.db = db

    async def for_article(self, slug):
        async with self.db.execute(
            "SELECT id, article_slug, author, body, created_at FROM comments "
            "WHERE article_slug = ? ORDER BY id", (slug,)
        ) as cur:
            return [Comment(**dict(row)) for row in await cur.fetchall()]

    async def add(self, slug, author, body):
        cur = await self.db.execute(
            "INSERT INTO comments (article_slug, author, body) VALUES (?, ?, ?)", (slug, author, body)
        )
        await self.db.commit()
        async with self.db.execute(
            "SELECT id, article_slug, author, body, created_at FROM comments WHERE id = ?",
            (cur.lastrowid,),
        ) as c:
            return Comment(**dict(await c.fetchone()))
