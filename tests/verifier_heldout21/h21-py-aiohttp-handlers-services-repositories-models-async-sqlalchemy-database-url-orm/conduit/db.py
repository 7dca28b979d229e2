import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def make_engine():
    url = os.environ["DATABASE_URL"]
    if url.startswith(("postgres://", "postgresql://")):
        url = "postgresql+asyncpg://" + url.split("://", 1)[1]
    return create_async_engine(url, pool_size=5)


engine = make_engine()
sessions = async_sessionmaker(engine, expire_on_commit=False)
