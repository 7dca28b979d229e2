"""Application factory: the only place that knows every layer."""
from aiohttp import web

from conduit.db import make_engine, make_sessionmaker
from conduit.handlers import SERVICES, SESSIONMAKER, articles, errors_middleware, users
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService


async def database_ctx(app: web.Application):
    engine = make_engine()
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sm = make_sessionmaker(engine)
    app[SESSIONMAKER] = sm
    app[SERVICES]["users"] = UserService(UserRepository(sm))
    app[SERVICES]["articles"] = ArticleService(ArticleRepository(sm))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[errors_middleware])
    app[SERVICES] = {}
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app
