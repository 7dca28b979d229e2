import logging

from aiohttp import web

from conduit.config import LOG_LEVEL
from conduit.db import engine_context
from conduit.users import routes as user_routes


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def create_app() -> web.Application:
    logging.basicConfig(level=LOG_LEVEL)
    app = web.Application()
    app.cleanup_ctx.append(engine_context)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(user_routes)
    return app
