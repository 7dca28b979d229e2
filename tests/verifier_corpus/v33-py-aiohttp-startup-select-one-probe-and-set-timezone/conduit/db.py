import os

from sqlalchemy import text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base

engine = create_async_engine(os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1))
Session = async_sessionmaker(engine, expire_on_commit=False)


async def init_db(app) -> None:
    async with engine.begin() as conn:
        await conn.execute(text("SELECT 1"))  # fail fast if the database is not reachable
        await conn.execute(text("SET TIME ZONE 'UTC'"))
        await conn.run_sync(Base.metadata.create_all)
