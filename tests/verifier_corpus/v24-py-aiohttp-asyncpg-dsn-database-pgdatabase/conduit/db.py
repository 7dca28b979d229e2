import os

import asyncpg

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT NOT NULL UNIQUE,
    email TEXT NOT NULL UNIQUE,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS tags (
    id BIGSERIAL PRIMARY KEY,
    name TEXT NOT NULL UNIQUE
);
"""


async def create_pool() -> asyncpg.Pool:
    pool = await asyncpg.create_pool(
        dsn=os.environ["DATABASE_URL"],
        database=os.environ.get("PGDATABASE", "conduit_app"),
        min_size=1,
        max_size=10,
    )
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    return pool
