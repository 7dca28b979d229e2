import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def async_url() -> str:
    url = os.environ["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+asyncpg://", 1).replace("postgres://", "postgresql+asyncpg://", 1)


engine = create_async_engine(async_url(), pool_size=10)
sessions = async_sessionmaker(engine, expire_on_commit=False)
