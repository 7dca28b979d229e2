import os
from sqlalchemy.ext.asyncio import create_async_engine, async_sessionmaker

from conduit.models import Base

DB_PATH = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "conduit.sqlite3")
engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
sessions = async_sessionmaker(engine, expire_on_commit=False)


async def create_schema(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
