import asyncpg
from aiohttp import web

POOL = web.AppKey("pool", asyncpg.Pool)

SCHEMA = """
CREATE TABLE IF NOT EXISTS users (
    id BIGSERIAL PRIMARY KEY,
    username TEXT UNIQUE NOT NULL,
    email TEXT UNIQUE NOT NULL,
    password_hash TEXT NOT NULL,
    bio TEXT NOT NULL DEFAULT '',
    image TEXT
);
CREATE TABLE IF NOT EXISTS follows (
    follower_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
    followed_id BIGINT REFERENCES users(id) ON DELETE CASCADE,
    PRIMARY KEY (follower_id, followed_id)
);
"""


async def pg_pool(app: web.Application):
    # No DSN: asyncpg takes host, port, user, password and database from the
    # standard PGHOST / PGPORT / PGUSER / PGPASSWORD / PGDATABASE variables.
    pool = await asyncpg.create_pool(min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    app[POOL] = pool
    yield
    await pool.close()
