import os

from sqlalchemy import create_engine
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

# Synchronous engine: used once at startup to create the schema.
SYNC_DATABASE_URL = os.environ.get("DATABASE_URL", "sqlite:///./conduit.db")
# Async engine for request handling; override with ASYNC_DATABASE_URL in production.
ASYNC_DATABASE_URL = os.environ.get("ASYNC_DATABASE_URL", "sqlite+aiosqlite:///./conduit.db")

sync_engine = create_engine(SYNC_DATABASE_URL)
async_engine = create_async_engine(ASYNC_DATABASE_URL)
AsyncSessionLocal = async_sessionmaker(async_engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


def init_schema() -> None:
    Base.metadata.create_all(sync_engine)


async def get_db():
    async with AsyncSessionLocal() as session:
        yield session
