from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine
from tinydb import TinyDB

from conduit.handlers import articles, profiles
from conduit.models import Base
from conduit.paths import DATA
from conduit.repositories.articles import ArticleRepository
from conduit.services.articles import ArticleService


async def resources(app):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DATA / 'conduit.db'}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["articles"] = ArticleService(ArticleRepository(async_sessionmaker(engine, expire_on_commit=False)))
    app["social"] = TinyDB(DATA / "social.json")
    yield
    app["social"].close()
    await engine.dispose()


async def health(_):
    return web.json_response({"status": "ok"})


def create_app():
    app = web.Application()
    app.cleanup_ctx.append(resources)
    app.router.add_get("/api/health-check", health)
    app.router.add_routes(articles.routes)
    app.router.add_routes(profiles.routes)
    return app
