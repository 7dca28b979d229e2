from aiohttp import web

from conduit.config import settings
from conduit.database import engine, session_factory
from conduit.handlers import setup_routes
from conduit.handlers.keys import ARTICLE_SERVICE, USER_SERVICE
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.errors import ServiceError
from conduit.services.users import UserService


@web.middleware
async def service_errors(request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)


async def database(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[service_errors])
    app[USER_SERVICE] = UserService(UserRepository(session_factory))
    app[ARTICLE_SERVICE] = ArticleService(ArticleRepository(session_factory))
    app.cleanup_ctx.append(database)
    setup_routes(app)
    return app


if __name__ == "__main__":
    web.run_app(create_app(), host=settings.host, port=int(settings.port))
