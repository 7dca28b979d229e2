from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    pass


def make_engine(settings):
    Path(settings["db_path"]).parent.mkdir(parents=True, exist_ok=True)
    return create_async_engine(f"sqlite+aiosqlite:///{settings['db_path']}")


def make_sessionmaker(engine):
    return async_sessionmaker(engine, expire_on_commit=False)
