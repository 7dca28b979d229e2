from aiohttp import web

from conduit.db import pg_pool
from conduit.views import routes


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pg_pool)
    app.add_routes(routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=8080)
