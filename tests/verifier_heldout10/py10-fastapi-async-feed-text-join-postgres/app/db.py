import os

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

raw_url = os.getenv("DATABASE_URL", "postgresql://user:password@localhost:5432/conduit")
ASYNC_URL = raw_url.replace("postgresql://", "postgresql+asyncpg://", 1)

engine = create_async_engine(ASYNC_URL, pool_size=5)
async_session = async_sessionmaker(engine, class_=AsyncSession, expire_on_commit=False)


async def get_db():
    async with async_session() as session:
        yield session
