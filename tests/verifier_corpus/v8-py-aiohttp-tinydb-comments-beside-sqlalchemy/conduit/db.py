import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

_url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
engine = create_async_engine(_url)
sessions = async_sessionmaker(engine, expire_on_commit=False)
