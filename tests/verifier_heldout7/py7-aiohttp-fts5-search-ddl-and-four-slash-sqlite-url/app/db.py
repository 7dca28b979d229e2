from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.models import Base
import app.search  # noqa: F401  registers the full-text DDL on Base.metadata

# SQLite file next to the app
DATABASE = "sqlite+aiosqlite:////conduit.db"

engine = create_async_engine(DATABASE)
Session = async_sessionmaker(engine, expire_on_commit=False)


async def init_db(_: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
