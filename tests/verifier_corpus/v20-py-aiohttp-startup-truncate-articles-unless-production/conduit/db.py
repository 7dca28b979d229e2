import os

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    pass


def _url():
    raw = os.environ.get("DATABASE_URL", "postgresql://user:password@postgres:5432/conduit")
    return make_url(raw).set(drivername="postgresql+asyncpg")


engine = create_async_engine(_url(), pool_pre_ping=True)
Session = async_sessionmaker(engine, expire_on_commit=False)
