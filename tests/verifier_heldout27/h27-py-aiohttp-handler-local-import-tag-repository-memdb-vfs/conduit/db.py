import aiosqlite
from aiohttp import web

# One shared connection; memdb keeps the hot path off the disk.
# The name is kept so `.dump` from a debug shell shows something meaningful.
DB_URI = "file:conduit.db?vfs=memdb"

DB_KEY = web.AppKey("db", aiosqlite.Connection)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    name TEXT NOT NULL UNIQUE
);
"""


async def database_ctx(app: web.Application):
    conn = await aiosqlite.connect(DB_URI, uri=True)
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    await conn.commit()
    app[DB_KEY] = conn
    yield
    await conn.close()
