import aiosqlite

from conduit import config

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    bio TEXT,
    image TEXT
);
"""


async def open_db() -> aiosqlite.Connection:
    conn = await aiosqlite.connect(config.SQLITE_DB)
    conn.row_factory = aiosqlite.Row
    await conn.executescript(SCHEMA)
    return conn
