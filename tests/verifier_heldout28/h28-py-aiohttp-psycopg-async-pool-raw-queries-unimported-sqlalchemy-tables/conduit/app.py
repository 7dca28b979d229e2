from aiohttp import web

from conduit.db import pool_ctx
from conduit.views import routes


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pool_ctx)
    app.add_routes(routes)
    return app
