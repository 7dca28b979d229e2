import asyncpg
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from conduit.models import Base
from conduit.settings import settings


async def ensure_database() -> None:
    """Create the environment's database on the server if it does not exist yet."""
    url = settings.maintenance_url
    conn = await asyncpg.connect(user=url.username, password=url.password, host=url.host,
                                 port=url.port or 5432, database=url.database)
    try:
        exists = await conn.fetchval("SELECT 1 FROM pg_database WHERE datname = $1", settings.database_name)
        if not exists:
            await conn.execute(f'CREATE DATABASE "{settings.database_name}"')
    finally:
        await conn.close()


def make_engine() -> AsyncEngine:
    return create_async_engine(settings.database_url, pool_pre_ping=True)


async def create_schema(engine: AsyncEngine) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_sessions(engine: AsyncEngine) -> async_sessionmaker:
    return async_sessionmaker(engine, expire_on_commit=False)
