import os

from aiohttp import web
from sqlalchemy import URL
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles, tags
from conduit.keys import SERVICES
from conduit.models import Base
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.tags import TagRepository
from conduit.services.articles import ArticleService
from conduit.services.tags import TagService


def database_url() -> URL:
    return URL.create(
        "postgresql+asyncpg",
        username=os.environ["PGUSER"],
        password=os.environ["PGPASSWORD"],
        host=os.environ["PGHOST"],
        port=int(os.environ["PGPORT"]),
        database=os.environ["PGDATABASE"],
    )


async def database(app: web.Application):
    engine = create_async_engine(database_url())
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[SERVICES] = {
        "articles": ArticleService(ArticleRepository(sessions)),
        "tags": TagService(TagRepository(sessions)),
    }
    yield
    await engine.dispose()


async def health(_request):
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", health)
    app.router.add_routes(articles.routes)
    app.router.add_routes(tags.routes)
    return app
