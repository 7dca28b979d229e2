import os

from sqlalchemy import make_url
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

URL = make_url(os.environ["DATABASE_URL"]).set(drivername="postgresql+asyncpg")
engine = create_async_engine(URL, pool_size=5)
SessionMaker = async_sessionmaker(engine, expire_on_commit=False)
