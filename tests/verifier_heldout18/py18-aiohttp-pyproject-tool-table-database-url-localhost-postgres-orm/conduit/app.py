from aiohttp import web
from sqlalchemy import select
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from .models import Base, User

sessions_key = web.AppKey("sessions", async_sessionmaker)


def build(cfg):
    async def database(app):
        engine = create_async_engine(cfg.database_url, pool_size=cfg.pool_size)
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)
        app[sessions_key] = async_sessionmaker(engine, expire_on_commit=False)
        yield
        await engine.dispose()

    async def health(request):
        return web.json_response({"status": "ok"})

    async def profile(request):
        async with request.app[sessions_key]() as s:
            user = await s.scalar(select(User).where(User.username == request.match_info["username"]))
        if user is None:
            return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
        return web.json_response({"profile": {"username": user.username, "bio": user.bio,
                                              "image": user.image, "following": False}})

    app = web.Application()
    app.cleanup_ctx.append(database)
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", profile)
    return app
