from aiohttp import web

from db import close_pool, init_pool
from handlers import setup_routes


def make_app():
    app = web.Application()
    app.on_startup.append(init_pool)
    app.on_cleanup.append(close_pool)
    setup_routes(app)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
