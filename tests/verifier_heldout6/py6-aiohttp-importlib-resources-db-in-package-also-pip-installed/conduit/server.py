from aiohttp import web

from conduit.db.engine import open_database
from conduit.handlers.api import routes


async def _database(app: web.Application):
    engine, sessions = await open_database()
    app["sessions"] = sessions
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.add_routes(routes)
    return app
