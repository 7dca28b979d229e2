from aiohttp import web

from conduit.db import pg_context
from conduit.settings import config
from conduit.views import tags


def init_app():
    app = web.Application()
    app["config"] = config
    app.cleanup_ctx.append(pg_context)
    app.router.add_get("/api/tags", tags)
    return app


if __name__ == "__main__":
    web.run_app(init_app(), host=config["host"], port=config["port"])
