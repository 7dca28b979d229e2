import aiosqlite

from conduit.models.article import Article


class ArticleRepository:
    def __init__(self, conn: aiosqlite.Connection):
        self.conn = conn

    async def slug_exists(self, slug: str) -> bool:
        async with self.conn.execute("SELECT 1 FROM articles WHERE slug = ?", (slug,)) as cur:
            return await cur.fetchone() is not None

    async def insert(self, slug, title, description, body, author_id) -> Article:
        cur = await self.conn.execute(
            "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
            (slug, title, description, body, author_id))
        await self.conn.commit()
        async with self.conn.execute("SELECT * FROM articles WHERE id = ?", (cur.lastrowid,)) as c:
            return Article(**dict(await c.fetchone()))
