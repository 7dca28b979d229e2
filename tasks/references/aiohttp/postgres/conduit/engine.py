"""The database engine: PostgreSQL through asyncpg, located by the standard PG* variables."""

import os
from urllib.parse import quote

from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine


def database_url() -> str:
    user = quote(os.environ.get("PGUSER", "user"), safe="")
    password = quote(os.environ.get("PGPASSWORD", "password"), safe="")
    host = os.environ.get("PGHOST", "postgres")
    port = os.environ.get("PGPORT", "5432")
    database = os.environ.get("PGDATABASE", "conduit")
    return f"postgresql+asyncpg://{user}:{password}@{host}:{port}/{database}"


def create_engine() -> AsyncEngine:
    # pre_ping replaces pooled connections that the server closed in the meantime.
    return create_async_engine(database_url(), pool_pre_ping=True)
