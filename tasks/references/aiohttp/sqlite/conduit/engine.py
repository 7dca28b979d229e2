"""The database engine: SQLite, in the file conduit.db of the working directory."""

from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine

DATABASE_URL = "sqlite+aiosqlite:///conduit.db"


def create_engine() -> AsyncEngine:
    return create_async_engine(DATABASE_URL)
