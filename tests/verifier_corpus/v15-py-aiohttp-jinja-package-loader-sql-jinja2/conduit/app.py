from aiohttp import web

from conduit.db import engine_context
from conduit.handlers.comments import routes as comment_routes


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(engine_context)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(comment_routes)
    return app
