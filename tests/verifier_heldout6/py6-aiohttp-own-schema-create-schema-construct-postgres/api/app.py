from aiohttp import web

from api import models  # noqa: F401  (registers the tables on Base.metadata)
from api.db import init_db
from api.views import routes


async def _db(app):
    engine, app["sessionmaker"] = await init_db()
    yield
    await engine.dispose()


async def create_app():
    app = web.Application()
    app.cleanup_ctx.append(_db)
    app.add_routes(routes)
    return app
