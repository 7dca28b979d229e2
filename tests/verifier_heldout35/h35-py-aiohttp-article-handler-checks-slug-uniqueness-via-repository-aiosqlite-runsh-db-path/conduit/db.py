import os

import aiosqlite
from aiohttp import web

DB_PATH = os.environ.get("DB_PATH", "/tmp/conduit.db")
DB_KEY = web.AppKey("db", aiosqlite.Connection)

SCHEMA = """
CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
    description TEXT NOT NULL DEFAULT '', body TEXT NOT NULL, author_id INTEGER NOT NULL,
    created_at TEXT DEFAULT CURRENT_TIMESTAMP, updated_at TEXT DEFAULT CURRENT_TIMESTAMP);
"""


async def database_ctx(app: web.Application):
    conn = await aiosqlite.connect(DB_PATH)
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    app[DB_KEY] = conn
    yield
    await conn.close()
