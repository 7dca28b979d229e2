import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase


def _url() -> str:
    url = os.environ["DATABASE_URL"]
    if url.startswith("postgresql://"):
        url = "postgresql+asyncpg://" + url[len("postgresql://"):]
    return url


class Base(DeclarativeBase):
    pass


engine = create_async_engine(_url(), pool_pre_ping=True)
SessionMaker = async_sessionmaker(engine, expire_on_commit=False)
