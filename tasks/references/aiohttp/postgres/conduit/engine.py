"""The database engine: PostgreSQL through asyncpg, located by the standard PG* variables."""
import os

from sqlalchemy import URL
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine


def database_url() -> URL:
    return URL.create(
        "postgresql+asyncpg",
        username=os.environ.get("PGUSER", "user"),
        password=os.environ.get("PGPASSWORD", "password"),
        host=os.environ.get("PGHOST", "postgres"),
        port=int(os.environ.get("PGPORT", "5432")),
        database=os.environ.get("PGDATABASE", "conduit"),
    )


def create_engine() -> AsyncEngine:
    # pre_ping replaces pooled connections that the server closed in the meantime.
    return create_async_engine(database_url(), pool_pre_ping=True)
