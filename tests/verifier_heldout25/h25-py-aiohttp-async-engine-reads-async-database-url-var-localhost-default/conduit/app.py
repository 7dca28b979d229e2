from aiohttp import web

from .db import database_ctx
from .views import profiles, users


async def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(users.routes)
    app.add_routes(profiles.routes)
    return app
