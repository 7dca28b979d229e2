from aiohttp import web

from .db import engine
from .handlers import articles_key, users_key
from .handlers.api import errors, routes
from .models import Base
from .repositories.articles import ArticleRepository
from .repositories.users import UserRepository
from .services.articles import ArticleService
from .services.users import UserService


async def _schema(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def build() -> web.Application:
    app = web.Application(middlewares=[errors])
    app[users_key] = UserService(UserRepository())
    app[articles_key] = ArticleService(ArticleRepository())
    app.cleanup_ctx.append(_schema)
    app.add_routes(routes)
    return app


web.run_app(build(), host="0.0.0.0", port=8080)
