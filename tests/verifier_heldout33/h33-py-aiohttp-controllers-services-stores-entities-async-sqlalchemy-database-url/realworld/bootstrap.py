import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from realworld.controllers import articles
from realworld.entities import Base
from realworld.services.article_service import ArticleService
from realworld.stores.article_store import ArticleStore


def _async_url(url: str) -> str:
    scheme, rest = url.split("://", 1)
    return f"postgresql+asyncpg://{rest}" if scheme in ("postgres", "postgresql") else url


async def _database(app: web.Application):
    engine = create_async_engine(_async_url(os.environ["DATABASE_URL"]))
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[articles.SERVICE] = ArticleService(ArticleStore(async_sessionmaker(engine,
                                                                           expire_on_commit=False)))
    yield
    await engine.dispose()


async def _health(_request):
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.router.add_get("/api/health-check", _health)
    app.add_routes(articles.routes)
    return app
