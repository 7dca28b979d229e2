from pathlib import Path

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

APP_ROOT = Path(__file__).resolve().parent.parent
DB_URL = f"sqlite+aiosqlite:///{APP_ROOT / 'conduit.db'}"

engine = create_async_engine(DB_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
