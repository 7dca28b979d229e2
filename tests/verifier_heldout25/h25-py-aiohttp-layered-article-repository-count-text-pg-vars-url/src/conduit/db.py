import os

from sqlalchemy import URL
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine


def database_url() -> URL:
    return URL.create(
        "postgresql+asyncpg",
        username=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host=os.environ["PGHOST"],
        port=int(os.environ.get("PGPORT", "5432")),
        database=os.environ["PGDATABASE"],
    )


engine = create_async_engine(database_url(), pool_pre_ping=True)
Session = async_sessionmaker(engine, expire_on_commit=False)
