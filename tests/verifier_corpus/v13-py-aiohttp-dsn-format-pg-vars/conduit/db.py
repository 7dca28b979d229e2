import asyncpg
from aiohttp import web

from conduit.config import DSN

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
);
CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY,
    slug TEXT UNIQUE NOT NULL,
    title TEXT NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    author_id INTEGER NOT NULL REFERENCES users(id),
    created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
"""

pool_key = web.AppKey("pool", asyncpg.Pool)


async def open_pool(app: web.Application):
    pool = await asyncpg.create_pool(dsn=DSN, min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    app[pool_key] = pool
    yield
    await pool.close()
