import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService

SERVICE = web.AppKey("article_service", ArticleService)


def create_app(argv=None):
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
    engine = create_async_engine(url)
    sessions = async_sessionmaker(engine, expire_on_commit=False)

    async def startup(app):
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    app = web.Application()
    app[SERVICE] = ArticleService(ArticleRepository(sessions))
    app.on_startup.append(startup)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.router.add_get("/api/articles", articles.list_articles)
    return app
