from aiohttp import web
from sqlalchemy.ext.asyncio import AsyncSession, async_sessionmaker, create_async_engine

from conduit.config import config
from conduit.models import Base

sessionmaker_key = web.AppKey("sessionmaker", async_sessionmaker[AsyncSession])


async def database_ctx(app: web.Application):
    engine = create_async_engine(config.database_url, pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[sessionmaker_key] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()
