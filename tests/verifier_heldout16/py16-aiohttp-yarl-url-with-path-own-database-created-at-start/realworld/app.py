from aiohttp import web

from realworld.handlers import profiles
from realworld.infra.database import database_ctx


def init_app(argv=None) -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    return app
