from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

from conduit.core.config import SQLITE_FILE

engine = create_async_engine(f"sqlite+aiosqlite:///{SQLITE_FILE}")
Session = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass
