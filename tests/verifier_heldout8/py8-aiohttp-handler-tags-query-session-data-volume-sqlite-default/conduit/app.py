from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings
from conduit.handlers import setup_routes
from conduit.handlers.middlewares import error_middleware
from conduit.keys import SERVICES
from conduit.models import Base
from conduit.services import Services


async def _database(app: web.Application):
    engine = create_async_engine(settings.database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SERVICES] = Services(async_sessionmaker(engine, expire_on_commit=False))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[error_middleware])
    app.cleanup_ctx.append(_database)
    setup_routes(app)
    return app
