from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

PROJECT_DIR = Path(__file__).resolve().parent.parent
DATABASE_URL = f"sqlite+aiosqlite:///{PROJECT_DIR / 'var' / 'conduit.sqlite3'}"


class Base(DeclarativeBase):
    pass


engine = create_async_engine(DATABASE_URL)
SessionMaker = async_sessionmaker(engine, expire_on_commit=False)
