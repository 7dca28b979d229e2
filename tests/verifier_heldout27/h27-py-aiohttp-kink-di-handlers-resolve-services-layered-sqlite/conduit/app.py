from aiohttp import web

from conduit import models  # noqa: F401
from conduit.bootstrap import bootstrap_di
from conduit.database import Base, engine
from conduit.handlers import articles, health, profiles


async def _create_schema(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    bootstrap_di()
    app = web.Application()
    app.on_startup.append(_create_schema)
    app.add_routes(health.routes)
    app.add_routes(profiles.routes)
    app.add_routes(articles.routes)
    return app
