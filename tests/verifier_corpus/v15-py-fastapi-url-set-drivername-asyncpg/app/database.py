import os

from sqlalchemy.engine import make_url
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine
from sqlalchemy.orm import DeclarativeBase

# DATABASE_URL is a plain postgresql:// URL; the async engine needs the asyncpg driver named
# in it. Host, port, credentials and database stay exactly as given.
DATABASE_URL = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")

engine = create_async_engine(DATABASE_URL, pool_size=5)
SessionFactory = async_sessionmaker(engine, expire_on_commit=False)


class Base(DeclarativeBase):
    pass


async def get_session():
    async with SessionFactory() as session:
        yield session
