import os
import tempfile

import aiosqlite

from conduit.models.entities import Article

DB_FILE = os.path.join(tempfile.gettempdir(), "conduit.sqlite3")


class ArticleRepository:
    async def by_slug(self, slug):
        async with aiosqlite.connect(DB_FILE) as db:
            cur = await db.execute("SELECT id, slug, title FROM articles WHERE slug = ?", (slug,))
            row = await cur.fetchone()
        return Article(*row) if row else None


class TagRepository:
    async def names(self):
        async with aiosqlite.connect(DB_FILE) as db:
            cur = await db.execute("SELECT name FROM tags ORDER BY name")
            return [r[0] for r in await cur.fetchall()]


async def init_schema():
    async with aiosqlite.connect(DB_FILE) as db:
        await db.executescript(
            "CREATE TABLE IF NOT EXISTS articles (id INTEGER PRIMARY KEY, slug TEXT UNIQUE, title TEXT);"
            "CREATE TABLE IF NOT EXISTS tags (id INTEGER PRIMARY KEY, name TEXT UNIQUE);"
        )
        await db.commit()
