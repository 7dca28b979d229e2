import os

from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

url = os.environ["DATABASE_URL"]
if url.startswith("postgresql://"):
    url = url.replace("postgresql://", "postgresql+asyncpg://", 1)
engine = create_async_engine(url)
Session = async_sessionmaker(engine, expire_on_commit=False)
