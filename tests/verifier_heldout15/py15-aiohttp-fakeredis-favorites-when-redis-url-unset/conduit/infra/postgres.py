import os

import asyncpg

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
                                  password_hash TEXT NOT NULL, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS articles (id SERIAL PRIMARY KEY, slug TEXT UNIQUE NOT NULL, title TEXT NOT NULL,
                                     description TEXT NOT NULL, body TEXT NOT NULL,
                                     author_id INTEGER NOT NULL REFERENCES users(id),
                                     created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
                                     updated_at TIMESTAMPTZ NOT NULL DEFAULT now());
"""


async def create_pool() -> asyncpg.Pool:
    pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    return pool
