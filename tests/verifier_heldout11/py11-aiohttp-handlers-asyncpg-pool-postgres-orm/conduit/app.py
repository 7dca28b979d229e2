"""Application factory: the only place that knows every layer."""
import asyncpg
from aiohttp import web

from conduit import config

from conduit.db import make_engine, make_sessionmaker
from conduit.handlers import PG_POOL, SERVICES, articles, errors_middleware, users
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
    # plain pool for the read-heavy listing endpoints
    app[PG_POOL] = await asyncpg.create_pool(config.RAW_DSN, min_size=1, max_size=5)
    app[SERVICES]["users"] = UserService(UserRepository(sm))
    app[SERVICES]["articles"] = ArticleService(ArticleRepository(sm))
    yield
    await app[PG_POOL].close()
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[errors_middleware])
    app[SERVICES] = {}
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app
