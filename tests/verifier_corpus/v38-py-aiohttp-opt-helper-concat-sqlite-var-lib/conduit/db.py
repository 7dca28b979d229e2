from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase


class Base(DeclarativeBase):
    pass


def make_sessionmaker(sqlite_file):
    engine = create_async_engine(f"sqlite+aiosqlite:///{sqlite_file}")
    return engine, async_sessionmaker(engine, expire_on_commit=False)
