from ..database import connect
from ..models import Article


class ArticleRepository:
    async def _tags(self, conn, article_id: int) -> list[str]:
        cur = await conn.execute(
            "SELECT t.name FROM tags t JOIN article_tags at ON at.tag_id = t.id "
            "WHERE at.article_id = ? ORDER BY t.name", (article_id,))
        return [r["name"] for r in await cur.fetchall()]

    async def by_slug(self, slug: str) -> Article | None:
        conn = await connect()
        try:
            cur = await conn.execute("SELECT * FROM articles WHERE slug = ?", (slug,))
            row = await cur.fetchone()
            if row is None:
                return None
            return Article(**dict(row), tags=await self._tags(conn, row["id"]))
        finally:
            await conn.close()

    async def page(self, limit: int, offset: int) -> tuple[list[Article], int]:
        conn = await connect()
        try:
            total = (await (await conn.execute("SELECT COUNT(*) AS n FROM articles")).fetchone())["n"]
            cur = await conn.execute(
                "SELECT * FROM articles ORDER BY created_at DESC LIMIT ? OFFSET ?", (limit, offset))
            rows = await cur.fetchall()
            return [Article(**dict(r), tags=await self._tags(conn, r["id"])) for r in rows], total
        finally:
            await conn.close()

    async def create(self, slug, title, description, body, author_id, tags) -> Article:
        conn = await connect()
        try:
            cur = await conn.execute(
                "INSERT INTO articles (slug, title, description, body, author_id) VALUES (?, ?, ?, ?, ?)",
                (slug, title, description, body, author_id))
            article_id = cur.lastrowid
            for name in tags:
                await conn.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (name,))
                await conn.execute(
                    "INSERT OR IGNORE INTO article_tags (article_id, tag_id) "
                    "SELECT ?, id FROM tags WHERE name = ?", (article_id, name))
            await conn.commit()
        finally:
            await conn.close()
        return await self.by_slug(slug)

    async def tag_names(self) -> list[str]:
        conn = await connect()
        try:
            cur = await conn.execute("SELECT name FROM tags ORDER BY name")
            return [r["name"] for r in await cur.fetchall()]
        finally:
            await conn.close()
