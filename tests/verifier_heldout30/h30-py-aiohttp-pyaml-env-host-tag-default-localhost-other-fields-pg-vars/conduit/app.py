from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import views
from conduit.config import database_url
from conduit.models import Base

SESSIONS = web.AppKey("sessions", async_sessionmaker)
CONFIG = web.AppKey("config", dict)


def create_app(config: dict) -> web.Application:
    app = web.Application()
    app[CONFIG] = config

    async def database(app: web.Application):
        engine = create_async_engine(database_url(config), pool_size=config["database"]["pool_size"])
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(database)
    app.add_routes(views.routes)
    return app
