import asyncpg
from aiohttp import web

from conduit.settings import database_dsn

POOL = web.AppKey("pool", asyncpg.Pool)

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
    author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
"""


async def pool_context(app: web.Application):
    pool = await asyncpg.create_pool(database_dsn(), min_size=1, max_size=10)
    async with pool.acquire() as connection:
        await connection.execute(SCHEMA)
    app[POOL] = pool
    yield
    await pool.close()
