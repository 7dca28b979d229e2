from aiohttp import web

from conduit.config import PORT
from conduit.db import database_ctx
from conduit.handlers import profiles, users


async def health(_: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.router.add_get("/api/health-check", health)
    app.add_routes(users.routes)
    app.add_routes(profiles.routes)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host="0.0.0.0", port=PORT)
