from aiohttp import web

from conduit.database import create_schema, ensure_database, make_engine, make_sessions
from conduit.handlers import articles, users
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService
from conduit.settings import settings


async def database_ctx(app: web.Application):
    await ensure_database()
    engine = make_engine()
    await create_schema(engine)
    sessions = make_sessions(engine)
    app["sessions"] = sessions
    app["user_service"] = UserService(UserRepository(sessions), settings.secret)
    app["article_service"] = ArticleService(ArticleRepository(sessions))
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app


if __name__ == "__main__":
    web.run_app(build_app(), host="0.0.0.0", port=settings.port)
