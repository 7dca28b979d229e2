from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from . import config
from .handlers import articles, health
from .keys import article_service_key
from .models import Base
from .repositories.article_repository import ArticleRepository
from .services.article_service import ArticleService


async def db_context(app):
    config.DB_FILE.parent.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(config.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[article_service_key] = ArticleService(ArticleRepository(sessions))
    yield
    await engine.dispose()


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(db_context)
    app.router.add_get("/api/health-check", health.health)
    app.router.add_get("/api/articles", articles.list_articles)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app
