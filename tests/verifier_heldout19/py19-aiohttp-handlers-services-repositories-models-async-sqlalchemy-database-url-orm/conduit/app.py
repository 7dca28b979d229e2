from aiohttp import web
from conduit.config import load_config
from conduit.database import make_engine, make_sessionmaker
from conduit.handlers import setup_routes
from conduit.keys import ARTICLE_SERVICE, USER_SERVICE
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService
from conduit.services.user_service import UserService


async def _database(app: web.Application):
    engine = make_engine(load_config().database_url)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = make_sessionmaker(engine)
    app[USER_SERVICE] = UserService(UserRepository(sessions))
    app[ARTICLE_SERVICE] = ArticleService(ArticleRepository(sessions))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    setup_routes(app)
    return app
