import os

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncEngine, create_async_engine


def database_url():
    url = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")
    # Container host names such as "postgres" or "db" do not resolve when the server
    # runs on the host itself; the database is published on the loopback interface.
    if url.host not in (None, "localhost", "127.0.0.1"):
        url = url.set(host="127.0.0.1")
    return url


def make_engine() -> AsyncEngine:
    return create_async_engine(database_url(), pool_size=5, max_overflow=5)
