from aiohttp import web

from app.db import pg_pool
from app.handlers import profiles


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(pg_pool)
    app.router.add_get("/api/health-check", health)
    app.add_routes(profiles.routes)
    return app
