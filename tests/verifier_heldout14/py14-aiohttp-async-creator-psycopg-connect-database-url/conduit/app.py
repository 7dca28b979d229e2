"""Composition root: builds the engine, the repositories and the services, and mounts the handlers."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.articles import routes as article_routes
from conduit.handlers.keys import ARTICLES, AUTH
from conduit.handlers.middleware import service_errors
from conduit.models import Base
from conduit.repositories import ArticleRepository, UserRepository
from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService
from conduit.settings import Settings

ENGINE = web.AppKey("engine", object)


def create_app(settings: Settings) -> web.Application:
    app = web.Application(middlewares=[service_errors])
    engine = create_async_engine(settings.database_url, async_creator=settings.connect)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users = UserRepository(sessions)
    app[ENGINE] = engine
    app[ARTICLES] = ArticleService(ArticleRepository(sessions), users)
    app[AUTH] = AuthService(users, settings.jwt_secret)
    app.add_routes(article_routes)

    async def lifecycle(app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(lifecycle)
    return app
