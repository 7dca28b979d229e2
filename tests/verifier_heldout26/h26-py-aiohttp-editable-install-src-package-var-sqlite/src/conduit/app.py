from aiohttp import web

from conduit.db import engine
from conduit.handlers import routes
from conduit.models import Base


async def create_tables(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.add_routes(routes)
    return app
