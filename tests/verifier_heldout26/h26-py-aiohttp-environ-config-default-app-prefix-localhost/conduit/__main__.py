from aiohttp import web

from conduit.config import config
from conduit.db import database_ctx
from conduit.handlers import routes


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=config.port)
