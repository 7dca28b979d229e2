import os

from sqlalchemy import URL
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def _url() -> URL:
    return URL.create(
        "postgresql+asyncpg",
        username=os.environ.get("PGUSER"),
        password=os.environ.get("PGPASSWORD"),
        host=os.environ.get("PGHOST"),
        port=int(os.environ.get("PGPORT", "5432")),
        database=os.environ.get("PGDATABASE"),
    )


engine = create_async_engine(_url(), pool_size=5)
sessions = async_sessionmaker(engine, expire_on_commit=False)
