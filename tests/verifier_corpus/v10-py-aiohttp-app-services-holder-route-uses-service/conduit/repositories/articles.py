import aiosqlite

from conduit.entities import Article


class ArticleRepository:
    def __init__(self, db: aiosqlite.Connection):
        self.db = db

    async def by_slug(self, slug: str) -> Article | None:
        async with self.db.execute("SELECT id, slug, title, description, body, author_id FROM articles WHERE slug = ?",
                                   (slug,)) as cur:
            row = await cur.fetchone()
        return Article(*row) if row else None

    async def delete(self, slug: str) -> None:
        await self.db.execute("DELETE FROM articles WHERE slug = ?", (slug,))
        await self.db.commit()
