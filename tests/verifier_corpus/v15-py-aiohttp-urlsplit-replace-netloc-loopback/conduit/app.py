from aiohttp import web

from conduit.db import pool_context
from conduit.users import routes as user_routes


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app(argv: list[str] | None = None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pool_context)
    app.router.add_get("/api/health-check", health_check)
    app.add_routes(user_routes)
    return app
