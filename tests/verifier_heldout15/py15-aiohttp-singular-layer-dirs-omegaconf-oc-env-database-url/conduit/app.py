from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handler import register
from conduit.model import Base
from conduit.repository.profile import ProfileRepository
from conduit.service.profile import ProfileService
from conduit.settings import DB_ECHO, database_url

PROFILES = web.AppKey("profiles", ProfileService)


async def _engine_ctx(app):
    engine = create_async_engine(database_url(), echo=DB_ECHO)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[PROFILES] = ProfileService(ProfileRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_engine_ctx)
    register(app, PROFILES)
    return app
