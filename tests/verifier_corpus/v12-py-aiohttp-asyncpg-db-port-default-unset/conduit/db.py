import os

import asyncpg

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT,
    image TEXT
);
"""


async def create_pool() -> asyncpg.Pool:
    pool = await asyncpg.create_pool(
        host=os.environ.get("PGHOST", "localhost"),
        user=os.environ.get("PGUSER", "postgres"),
        password=os.environ.get("PGPASSWORD", ""),
        database=os.environ.get("PGDATABASE", "conduit"),
        port=int(os.environ.get("DB_PORT", 6543)),
        min_size=1,
        max_size=10,
    )
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    return pool
