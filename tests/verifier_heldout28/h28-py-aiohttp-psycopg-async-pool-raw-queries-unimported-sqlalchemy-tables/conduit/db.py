import os

from aiohttp import web
from psycopg.rows import dict_row
from psycopg_pool import AsyncConnectionPool

POOL = web.AppKey("pool", AsyncConnectionPool)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY,
    username VARCHAR(80) UNIQUE NOT NULL,
    email VARCHAR(255) UNIQUE NOT NULL,
    password_hash VARCHAR(255) NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image VARCHAR(500)
);
CREATE TABLE IF NOT EXISTS articles (
    id SERIAL PRIMARY KEY,
    slug VARCHAR(255) UNIQUE NOT NULL,
    title VARCHAR(255) NOT NULL,
    description TEXT NOT NULL,
    body TEXT NOT NULL,
    author_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
    updated_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE TABLE IF NOT EXISTS tags (
    article_id INTEGER NOT NULL REFERENCES articles(id) ON DELETE CASCADE,
    name VARCHAR(100) NOT NULL,
    PRIMARY KEY (article_id, name)
);
"""


async def pool_ctx(app: web.Application):
    pool = AsyncConnectionPool(os.environ["DATABASE_URL"], open=False, kwargs={"row_factory": dict_row})
    await pool.open()
    async with pool.connection() as conn:
        await conn.execute(SCHEMA)
    app[POOL] = pool
    yield
    await pool.close()
