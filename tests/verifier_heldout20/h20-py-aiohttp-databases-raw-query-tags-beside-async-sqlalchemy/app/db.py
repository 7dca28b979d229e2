from aiohttp import web
from databases import Database
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.config import ASYNC_SQLALCHEMY_URL, DATABASE_URL
from app.models import Base

SESSIONS = web.AppKey("sessions", async_sessionmaker)
RAW_DB = web.AppKey("raw_db", Database)


async def database_ctx(app: web.Application):
    engine = create_async_engine(ASYNC_SQLALCHEMY_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)

    # light-weight connection for read-only aggregate queries
    raw = Database(DATABASE_URL)
    await raw.connect()
    app[RAW_DB] = raw
    yield
    await raw.disconnect()
    await engine.dispose()
