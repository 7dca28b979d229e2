from aiohttp import web

from conduit.database import create_schema, database
from conduit.handlers import routes


async def _lifecycle(_: web.Application):
    create_schema()
    await database.connect()
    yield
    await database.disconnect()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_lifecycle)
    app.add_routes(routes)
    return app
