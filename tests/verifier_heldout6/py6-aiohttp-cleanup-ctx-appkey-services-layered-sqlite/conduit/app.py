from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import routes
from conduit.handlers.middleware import error_middleware
from conduit.keys import SERVICES
from conduit.models import Base
from conduit.repositories import ArticleRepository, UserRepository
from conduit.services import ArticleService, AuthService, Services

DB_PATH = Path(__file__).resolve().parents[1] / "data" / "conduit.db"


async def database_ctx(app: web.Application):
    DB_PATH.parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_PATH}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    users, articles = UserRepository(sessions), ArticleRepository(sessions)
    app[SERVICES] = Services(auth=AuthService(users), articles=ArticleService(articles, users))
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application(middlewares=[error_middleware])
    app.cleanup_ctx.append(database_ctx)
    app.add_routes(routes)
    return app
