from aiohttp import web

from conduit.db import Base, engine
from conduit.middlewares import auth_middleware
from conduit.views import routes


async def _schema(_app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application(middlewares=[auth_middleware])
    app.on_startup.append(_schema)
    app.add_routes(routes)
    return app
