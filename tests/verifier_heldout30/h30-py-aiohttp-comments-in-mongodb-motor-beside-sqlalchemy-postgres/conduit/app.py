from aiohttp import web
from motor.motor_asyncio import AsyncIOMotorClient, AsyncIOMotorDatabase
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from conduit import settings
from conduit.handlers import articles, comments, users
from conduit.models import Base

SESSIONS = web.AppKey("sessions", async_sessionmaker)
MONGO = web.AppKey("mongo", AsyncIOMotorDatabase)


async def _postgres(app: web.Application):
    engine = create_async_engine(settings.DATABASE_URL, pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def _mongo(app: web.Application):
    client = AsyncIOMotorClient(settings.MONGO_URL)
    db = client[settings.MONGO_DB]
    await db.comments.create_index([("article_slug", 1), ("created_at", 1)])
    app[MONGO] = db
    yield
    client.close()


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(_postgres)
    app.cleanup_ctx.append(_mongo)
    app.router.add_get("/api/health-check", lambda _r: web.json_response({"status": "ok"}))
    app.add_routes(users.routes)
    app.add_routes(articles.routes)
    app.add_routes(comments.routes)
    return app
