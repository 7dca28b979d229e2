"""Application factory: the only place that knows every layer."""
from aiohttp import web

from conduit.db import connect
from conduit.handlers import SERVICES, articles, errors_middleware, users
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService


async def database_ctx(app: web.Application):
    conn = await connect()
    app[SERVICES]["users"] = UserService(UserRepository(conn))
    app[SERVICES]["articles"] = ArticleService(ArticleRepository(conn))
    yield
    await conn.close()


def create_app() -> web.Application:
    app = web.Application(middlewares=[errors_middleware])
    app[SERVICES] = {}
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app
