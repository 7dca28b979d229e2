from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from . import settings
from .handlers import routes
from .handlers.errors import error_middleware
from .keys import ARTICLE_SERVICE, SESSION_FACTORY, USER_SERVICE
from .models import Base
from .repositories.article_repository import ArticleRepository
from .repositories.user_repository import UserRepository
from .services.article_service import ArticleService
from .services.user_service import UserService


async def database(app: web.Application):
    engine = create_async_engine(settings.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users = UserRepository(sessions)
    app[SESSION_FACTORY] = sessions
    app[USER_SERVICE] = UserService(users, settings.SECRET)
    app[ARTICLE_SERVICE] = ArticleService(ArticleRepository(sessions), users)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[error_middleware])
    app.cleanup_ctx.append(database)
    app.add_routes(routes)
    return app
