"""Composition root: builds the engine, the use cases and the aiohttp application."""

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker

from conduit.data_access.engine import make_engine
from conduit.entities import Base
from conduit.handlers import setup_routes
from conduit.handlers.middlewares import error_middleware
from conduit.keys import SERVICES
from conduit.use_cases import Services


def build_app(database_url: str) -> web.Application:
    async def database(app: web.Application):
        engine = make_engine(database_url)
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SERVICES] = Services(async_sessionmaker(engine, expire_on_commit=False))
        yield
        await engine.dispose()

    app = web.Application(middlewares=[error_middleware])
    app.cleanup_ctx.append(database)
    setup_routes(app)
    return app
