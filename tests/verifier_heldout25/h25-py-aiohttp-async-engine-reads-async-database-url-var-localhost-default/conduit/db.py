from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncEngine, async_sessionmaker, create_async_engine

from .config import DATABASE_URL
from .models import Base

engine_key = web.AppKey("engine", AsyncEngine)
sessions_key = web.AppKey("sessions", async_sessionmaker)


async def database_ctx(app: web.Application):
    engine = create_async_engine(DATABASE_URL, pool_size=5, max_overflow=5)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[engine_key] = engine
    app[sessions_key] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()
