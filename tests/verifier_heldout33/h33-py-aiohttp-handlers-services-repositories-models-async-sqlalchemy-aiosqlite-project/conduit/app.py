from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers import profiles
from conduit.keys import PROFILE_SERVICE
from conduit.models import Base
from conduit.repositories.user_repository import UserRepository
from conduit.services.profile_service import ProfileService

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.db"


async def _db_ctx(app: web.Application):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    sessions = async_sessionmaker(engine, expire_on_commit=False)
    app[PROFILE_SERVICE] = ProfileService(UserRepository(sessions))
    yield
    await engine.dispose()


async def health(_request):
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_db_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_routes(profiles.routes)
    return app
