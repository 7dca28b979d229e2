import asyncpg
from src.config import POSTGRES_DSN

pool: asyncpg.Pool | None = None

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL, bio TEXT DEFAULT '', image TEXT);
CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL);
CREATE TABLE IF NOT EXISTS article_tags (article_id INT NOT NULL, tag_id INT NOT NULL REFERENCES tags(id),
    PRIMARY KEY (article_id, tag_id));
"""


async def connect():
    global pool
    pool = await asyncpg.create_pool(POSTGRES_DSN, min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)


async def disconnect():
    if pool:
        await pool.close()


def get_pool() -> asyncpg.Pool:
    assert pool is not None
    return pool
