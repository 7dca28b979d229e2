import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def make_engine():
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
    return create_async_engine(url, pool_size=10)


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
