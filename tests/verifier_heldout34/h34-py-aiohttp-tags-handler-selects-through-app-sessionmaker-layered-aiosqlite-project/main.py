from pathlib import Path

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.handlers import articles, tags
from app.models import Base

DB_FILE = Path(__file__).resolve().parent / "conduit.sqlite3"


async def init_db(app):
    engine = create_async_engine(f"sqlite+aiosqlite:///{DB_FILE}")
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app["sessionmaker"] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def health(_):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application()
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_get("/api/tags", tags.list_tags)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), port=8080)
