from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from api.models import Base
from api.repositories.favorite_repository import FavoriteRepository
from api.routes import favorites
from api.services.favorite_service import FavoriteService

DATABASE_URL = "sqlite+aiosqlite:///instance/conduit.db"


async def _engine_ctx(app):
    engine = create_async_engine(DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[favorites.FAVORITES] = FavoriteService(FavoriteRepository(
        async_sessionmaker(engine, expire_on_commit=False)))
    yield
    await engine.dispose()


async def health(_):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(_engine_ctx)
    app.router.add_get("/api/health-check", health)
    app.add_routes(favorites.routes)
    return app
