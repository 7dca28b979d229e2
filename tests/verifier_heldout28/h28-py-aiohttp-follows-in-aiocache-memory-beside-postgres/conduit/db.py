import os
from pathlib import Path

import asyncpg
from aiohttp import web

POOL = web.AppKey("pool", asyncpg.Pool)


async def database_ctx(app: web.Application):
    pool = await asyncpg.create_pool(os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with pool.acquire() as conn:
        await conn.execute((Path(__file__).parent / "schema.sql").read_text())
    app[POOL] = pool
    yield
    await pool.close()
