from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.entities import Base
from conduit.settings import database_url
from conduit.storage.profiles import ProfileRepository
from conduit.usecases.profiles import ProfileUseCases
from conduit.web import handlers

PROFILES = web.AppKey("profiles", ProfileUseCases)


async def database(app):
    engine = create_async_engine(database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[PROFILES] = ProfileUseCases(ProfileRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


async def create_app():
    app = web.Application()
    app.cleanup_ctx.append(database)
    handlers.PROFILES = PROFILES
    app.add_routes(handlers.routes)
    return app
