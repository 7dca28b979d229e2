from aiohttp import web

from conduit import config
from conduit.storage import storage_ctx
from conduit.views import routes


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(storage_ctx)
    app.add_routes(routes)
    return app


web.run_app(create_app(), host="0.0.0.0", port=config.PORT)
