import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import articles, comments
from conduit.models import Base


async def _init_db(app: web.Application) -> None:
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
    engine = create_async_engine(url)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["sessionmaker"] = async_sessionmaker(engine, expire_on_commit=False)


async def health(request):
    return web.json_response({"ok": True})


def create_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(_init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_routes(articles.routes)
    app.router.add_routes(comments.routes)
    return app
