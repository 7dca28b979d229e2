from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.models import Base, User
from app.settings import database_url

SESSIONS = web.AppKey("sessions", async_sessionmaker)


async def db_ctx(app: web.Application):
    engine = create_async_engine(database_url(), pool_pre_ping=True)
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    app[SESSIONS] = async_sessionmaker(engine, expire_on_commit=False)
    yield
    await engine.dispose()


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_profile(request: web.Request) -> web.Response:
    async with request.app[SESSIONS]() as session:
        user = await session.scalar(select(User).where(User.username == request.match_info["username"]))
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": False}})


def create_app() -> web.Application:
    app = web.Application()
    app.cleanup_ctx.append(db_ctx)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", get_profile)
    return app
