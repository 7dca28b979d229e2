from aiohttp import web

from app.handlers.profiles import get_profile
from app.storage import create_tables


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(create_tables)
    app.router.add_get("/api/profiles/{username}", get_profile)
    return app
