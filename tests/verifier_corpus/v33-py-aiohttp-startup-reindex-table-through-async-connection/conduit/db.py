import os

from sqlalchemy import text
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.models import Base

engine = create_async_engine(os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1))
Session = async_sessionmaker(engine, expire_on_commit=False)

MAINTENANCE = ("REINDEX TABLE users", "ANALYZE users")


async def init_db(app) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
        for statement in MAINTENANCE:
            await conn.execute(text(statement))
