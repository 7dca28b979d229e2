import aiosqlite

from app.models import Article


class ArticleRepository:
    def __init__(self, conn: aiosqlite.Connection) -> None:
        self.conn = conn

    async def by_slug(self, slug: str) -> Article | None:
        async with self.conn.execute("SELECT id, slug, title, body FROM articles WHERE slug = ?", (slug,)) as cur:
            row = await cur.fetchone()
        return Article(**dict(row)) if row else None
