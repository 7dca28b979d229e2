"""Composition root."""
from aiohttp import web

from .db import open_database
from .handlers import user_service_key
from .handlers.users import errors_middleware, routes
from .repositories.users import FollowRepository, UserRepository
from .services.users import UserService


async def _database(app: web.Application):
    conn = await open_database()
    app[user_service_key] = UserService(UserRepository(conn), FollowRepository(conn))
    yield
    await conn.close()


def create_app() -> web.Application:
    app = web.Application(middlewares=[errors_middleware])
    app.cleanup_ctx.append(_database)
    app.add_routes(routes)
    return app
