from aiohttp import web

from conduit.db import database_ctx
from conduit.handlers import routes


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
