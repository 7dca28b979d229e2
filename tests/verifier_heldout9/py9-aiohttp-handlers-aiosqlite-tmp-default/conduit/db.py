import aiosqlite

from conduit.config import DB_PATH

SCHEMA = """
CREATE TABLE IF NOT EXISTS articles (
    slug TEXT PRIMARY KEY,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    author TEXT NOT NULL,
    created_at TEXT NOT NULL,
    updated_at TEXT NOT NULL
);
"""


async def init_db(app):
    app["db"] = await aiosqlite.connect(DB_PATH)
    await app["db"].executescript(SCHEMA)
    await app["db"].commit()
    yield
    await app["db"].close()
