import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase


def async_url() -> str:
    return os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)


class Base(DeclarativeBase):
    pass


engine = create_async_engine(async_url(), pool_pre_ping=True)
SessionMaker = async_sessionmaker(engine, expire_on_commit=False)
