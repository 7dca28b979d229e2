from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit.handlers.favorites import routes as favorite_routes
from conduit.models import Base

DB_FILE = Path(__file__).resolve().parent.parent / "conduit.sqlite3"


async def _database(app: web.Application):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["sessions"] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def build_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_database)
    app.add_routes(favorite_routes)
    return app
