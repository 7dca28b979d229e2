from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import config
from conduit.handlers import articles, users
from conduit.keys import SERVICES, SESSIONMAKER
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService
from conduit.services.user_service import UserService


async def _database(app: web.Application):
    config.DATA_DIR.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(config.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[SESSIONMAKER] = sessions
    app[SERVICES] = {
        "users": UserService(UserRepository(sessions)),
        "articles": ArticleService(ArticleRepository(sessions)),
    }
    yield
    await engine.dispose()


def make_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.router.add_get("/api/health-check", lambda _r: web.json_response({"status": "ok"}))
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
