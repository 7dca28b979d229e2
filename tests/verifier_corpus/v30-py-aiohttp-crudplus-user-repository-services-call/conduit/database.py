from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

ROOT = Path(__file__).resolve().parent.parent

engine = create_async_engine(f"sqlite+aiosqlite:///{ROOT / 'var' / 'conduit.sqlite3'}")
session_factory = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
