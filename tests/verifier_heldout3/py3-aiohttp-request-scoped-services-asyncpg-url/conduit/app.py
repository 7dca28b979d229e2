"""Application factory and composition root."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import database_url
from conduit.handlers.routes import setup_routes
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services import Services
from conduit.services.articles import ArticleService
from conduit.services.users import UserService

session_factory_key = web.AppKey("session_factory", async_sessionmaker)


@web.middleware
async def services_middleware(request: web.Request, handler):
    async with request.app[session_factory_key]() as session:
        request["services"] = Services(
            users=UserService(UserRepository(session)),
            articles=ArticleService(ArticleRepository(session)),
        )
        return await handler(request)


async def _engine_ctx(app: web.Application):
    engine = create_async_engine(database_url())
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[session_factory_key] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[services_middleware])
    app.cleanup_ctx.append(_engine_ctx)
    setup_routes(app)
    return app
