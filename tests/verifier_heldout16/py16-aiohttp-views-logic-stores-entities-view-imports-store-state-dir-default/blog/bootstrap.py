from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from blog import config
from blog.entities import Base
from blog.views import articles, profiles

SESSIONS = web.AppKey("sessions", async_sessionmaker)


async def _db(app):
    config.STATE_DIR.mkdir(parents=True, exist_ok=True)
    engine = create_async_engine(config.DATABASE_URL)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


def build_app():
    app = web.Application()
    app.cleanup_ctx.append(_db)
    app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
    app.router.add_get("/api/articles/{slug}", articles.get_article)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    return app
