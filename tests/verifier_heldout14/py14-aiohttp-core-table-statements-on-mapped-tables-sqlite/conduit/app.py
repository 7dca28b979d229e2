"""Composition root: builds the engine, the repositories and the services, and mounts the handlers."""
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.articles import routes as article_routes
from conduit.handlers.favorites import routes as favorite_routes
from conduit.handlers.keys import ARTICLES, AUTH, FAVORITES
from conduit.handlers.middleware import service_errors
from conduit.tables import Base
from conduit.repositories import ArticleRepository, UserRepository
from conduit.repositories.favorites import FavoriteRepository
from conduit.services.articles import ArticleService
from conduit.services.auth import AuthService
from conduit.services.favorites import FavoriteService
from conduit.settings import Settings

ENGINE = web.AppKey("engine", object)


def create_app(settings: Settings) -> web.Application:
    app = web.Application(middlewares=[service_errors])
    engine = create_async_engine(settings.database_url)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users = UserRepository(sessions)
    app[ENGINE] = engine
    articles = ArticleRepository(sessions)
    app[ARTICLES] = ArticleService(articles, users)
    app[FAVORITES] = FavoriteService(FavoriteRepository(sessions), articles, app[ARTICLES])
    app[AUTH] = AuthService(users, settings.jwt_secret)
    app.add_routes(article_routes)
    app.add_routes(favorite_routes)

    async def lifecycle(app: web.Application):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        yield
        await engine.dispose()

    app.cleanup_ctx.append(lifecycle)
    return app
