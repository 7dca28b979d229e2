import os

import aiopg
from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from .handlers import articles, health
from .models import Base
from .repositories.article_repository import ArticleRepository
from .repositories.feed_repository import FeedRepository
from .services.article_service import ArticleService
from .services.feed_service import FeedService

DSN = os.environ["DATABASE_URL"]


async def resources(app):
    engine = create_async_engine(DSN.replace("postgresql://", "postgresql+asyncpg://", 1))
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    pool = await aiopg.create_pool(DSN, minsize=1, maxsize=5)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app["articles"] = ArticleService(ArticleRepository(sessions))
    app["feed"] = FeedService(FeedRepository(pool))
    yield
    pool.close()
    await pool.wait_closed()
    await engine.dispose()


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(resources)
    app.router.add_get("/api/health-check", health.health)
    app.router.add_get("/api/articles/feed", articles.feed)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
