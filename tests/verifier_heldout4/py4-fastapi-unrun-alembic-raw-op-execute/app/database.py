from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from app.config import database_url

engine = create_async_engine(database_url(), pool_size=5)
Session = async_sessionmaker(engine, expire_on_commit=False)


async def session():
    async with Session() as s:
        yield s
