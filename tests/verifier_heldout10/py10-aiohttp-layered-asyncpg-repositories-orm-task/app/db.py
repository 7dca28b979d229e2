import os

import asyncpg
from sqlalchemy.dialects import postgresql
from sqlalchemy.schema import CreateTable

from app.models import metadata


async def create_pool() -> asyncpg.Pool:
    pool = await asyncpg.create_pool(dsn=os.environ["DATABASE_URL"], min_size=1, max_size=10)
    async with pool.acquire() as conn:
        for table in metadata.sorted_tables:
            await conn.execute(str(CreateTable(table, if_not_exists=True).compile(dialect=postgresql.dialect())))
    return pool
