import os

import asyncpg
from yarl import URL

from realworld.repositories.schema import SCHEMA

APP_DATABASE = "conduit_api"
POOL = "pool"


def server_url() -> URL:
    return URL(os.environ["DATABASE_URL"])


def app_url() -> URL:
    """Keep the API's tables in their own database on the same server."""
    return server_url().with_path("/" + APP_DATABASE)


async def ensure_database() -> None:
    conn = await asyncpg.connect(str(server_url()))
    try:
        exists = await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", APP_DATABASE)
        if not exists:
            await conn.execute(f'CREATE DATABASE "{APP_DATABASE}"')
    finally:
        await conn.close()


async def database_ctx(app):
    await ensure_database()
    pool = await asyncpg.create_pool(str(app_url()))
    async with pool.acquire() as conn:
        await conn.execute(SCHEMA)
    app[POOL] = pool
    yield
    await pool.close()
