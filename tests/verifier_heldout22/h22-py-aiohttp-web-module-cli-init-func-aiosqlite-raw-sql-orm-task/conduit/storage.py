from pathlib import Path

import aiosqlite

DB_PATH = Path(__file__).resolve().parent / "conduit.sqlite3"

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
    id INTEGER PRIMARY KEY AUTOINCREMENT,
    slug TEXT NOT NULL UNIQUE,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TEXT NOT NULL DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))
);
"""


async def open_db() -> aiosqlite.Connection:
    conn = await aiosqlite.connect(DB_PATH)
    conn.row_factory = aiosqlite.Row
    await conn.execute("PRAGMA foreign_keys = ON")
    await conn.executescript(SCHEMA)
    await conn.commit()
    return conn


async def list_articles(conn, author=None, limit=20, offset=0):
    where, params = "", []
    if author:
        where, params = "WHERE u.username = ?", [author]
    cur = await conn.execute(f"SELECT COUNT(*) FROM articles a JOIN users u ON u.id = a.author_id {where}", params)
    (count,) = await cur.fetchone()
    cur = await conn.execute(
        f"SELECT a.*, u.username, u.bio, u.image FROM articles a JOIN users u ON u.id = a.author_id "
        f"{where} ORDER BY a.created_at DESC LIMIT ? OFFSET ?", [*params, limit, offset])
    return await cur.fetchall(), count
