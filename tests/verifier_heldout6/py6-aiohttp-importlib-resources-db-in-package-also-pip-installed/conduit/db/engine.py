from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.db.location import database_file
from conduit.db.schema import Base


async def open_database():
    path = database_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{path}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    return engine, async_sessionmaker(engine, expire_on_commit=False)
