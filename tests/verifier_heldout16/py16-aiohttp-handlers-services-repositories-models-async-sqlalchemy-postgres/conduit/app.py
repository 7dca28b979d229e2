import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles, health
from conduit.models.base import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

def _dsn() -> str:
    url = os.environ["DATABASE_URL"]
    return url.replace("postgresql://", "postgresql+asyncpg://", 1)


async def _database(app: web.Application):
    engine = create_async_engine(_dsn())
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app["services"] = {"articles": ArticleService(ArticleRepository(sessions))}
    yield
    await engine.dispose()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.router.add_get("/api/health-check", health.health_check)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_get("/api/tags", articles.list_tags)
    return app
