import asyncpg

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id SERIAL PRIMARY KEY, username TEXT UNIQUE NOT NULL, email TEXT UNIQUE NOT NULL,
    password TEXT NOT NULL, bio TEXT, image TEXT);
CREATE TABLE IF NOT EXISTS tags (id SERIAL PRIMARY KEY, name TEXT UNIQUE NOT NULL);
"""


async def open_pool(cfg: dict) -> asyncpg.Pool:
    pool = await asyncpg.create_pool(dsn=cfg["dsn"], min_size=cfg["min_size"], max_size=cfg["max_size"])
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    return pool
