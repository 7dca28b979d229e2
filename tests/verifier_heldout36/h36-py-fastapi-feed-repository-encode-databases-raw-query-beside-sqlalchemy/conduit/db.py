from databases import Database
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

from conduit.config import ASYNC_URL, DATABASE_URL

engine = create_async_engine(ASYNC_URL)
Session = async_sessionmaker(engine, expire_on_commit=False)
database = Database(DATABASE_URL)


class Base(DeclarativeBase):
    pass
