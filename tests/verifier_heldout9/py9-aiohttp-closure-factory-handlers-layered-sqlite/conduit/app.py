from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.profiles import make_routes
from conduit.models import Base
from conduit.repositories.profiles import ProfileRepository
from conduit.services.profiles import ProfileService

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.sqlite3"


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def build(argv=None) -> web.Application:
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)

    service = ProfileService(ProfileRepository(async_sessionmaker(engine, expire_on_commit=False)))

    app = web.Application()
    app.router.add_get("/api/health-check", health)
    app.add_routes(make_routes(service))

    async def dispose(_app):
        await engine.dispose()

    app.on_cleanup.append(dispose)
    return app
