from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.articles import routes, service_key
from conduit.models import Base
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService

DB_URL = f"sqlite+aiosqlite:///{Path(__file__).resolve().parent.parent / 'conduit.db'}"


async def wiring(app: web.Application):
    engine = create_async_engine(DB_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[service_key] = ArticleService(ArticleRepository(async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


async def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(wiring)
    app.add_routes(routes)
    return app
