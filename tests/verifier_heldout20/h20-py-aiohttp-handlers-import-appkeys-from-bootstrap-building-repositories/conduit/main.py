from aiohttp import web

from conduit.bootstrap import wire
from conduit.handlers import comments


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(wire)
    app.add_routes(comments.routes)
    return app


app = create_app()
