import os

from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

engine = create_async_engine(os.environ["DATABASE_URL"], pool_pre_ping=True)
SessionFactory = async_sessionmaker(engine, expire_on_commit=False)


async def session_dependency():
    async with SessionFactory() as session:
        yield session
