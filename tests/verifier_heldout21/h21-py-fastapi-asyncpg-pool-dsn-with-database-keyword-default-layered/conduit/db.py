import asyncpg

from conduit import config

pool: asyncpg.Pool | None = None

SCHEMA = """
CREATE TABLE IF NOT EXISTS tags (
    id SERIAL PRIMARY KEY,
    name TEXT UNIQUE NOT NULL
)
"""


async def connect() -> None:
    global pool
    pool = await asyncpg.create_pool(dsn=config.DATABASE_URL, database=config.DB_NAME,
                                     min_size=1, max_size=config.POOL_MAX)
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)


async def disconnect() -> None:
    if pool is not None:
        await pool.close()


def get_pool() -> asyncpg.Pool:
    assert pool is not None, "pool not initialised"
    return pool
