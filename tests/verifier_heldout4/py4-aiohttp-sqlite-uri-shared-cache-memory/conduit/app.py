from aiohttp import web

from conduit.db import engine
from conduit.models import Base
from conduit.views import routes


async def _schema(_: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_schema)
    app.add_routes(routes)
    return app
