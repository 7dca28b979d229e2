from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from conduit.entities import Base
from conduit.settings import DB_PATH


async def connect() -> tuple[AsyncEngine, async_sessionmaker]:
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    return engine, async_sessionmaker(engine, expire_on_commit=False)
