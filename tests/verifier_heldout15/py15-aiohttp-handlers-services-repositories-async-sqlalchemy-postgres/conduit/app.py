from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.config import database_url
from conduit.handlers import setup_routes
from conduit.keys import ARTICLE_SERVICE, PROFILE_SERVICE
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.profiles import ProfileService


async def _database(app: web.Application):
    engine = create_async_engine(database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users = UserRepository(sessions)
    app[PROFILE_SERVICE] = ProfileService(users)
    app[ARTICLE_SERVICE] = ArticleService(ArticleRepository(sessions), users)
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    setup_routes(app)
    return app
