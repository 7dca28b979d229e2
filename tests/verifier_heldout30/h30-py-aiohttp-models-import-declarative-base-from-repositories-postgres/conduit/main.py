from aiohttp import web

from conduit.handlers import articles, health, users
from conduit.repositories.database import Database
from conduit.services.article_service import ArticleService
from conduit.services.keys import ARTICLES, USERS
from conduit.services.user_service import UserService


async def _lifecycle(app: web.Application):
    database = Database.from_environment()
    await database.create_all()
    app[USERS] = UserService(database)
    app[ARTICLES] = ArticleService(database)
    yield
    await database.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_lifecycle)
    app.add_routes(health.routes)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=8080)
