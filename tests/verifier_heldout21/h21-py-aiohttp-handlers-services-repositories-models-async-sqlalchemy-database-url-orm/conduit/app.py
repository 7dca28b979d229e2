from aiohttp import web

from conduit.db import engine, sessions
from conduit.handlers import profiles
from conduit.models import Base
from conduit.repositories.users import UserRepository
from conduit.services.profiles import ProfileService

PROFILE_SERVICE = web.AppKey("profile_service", ProfileService)


async def init_db(app: web.Application):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)
    yield
    await engine.dispose()


async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


def create_app() -> web.Application:
    app = web.Application()
    app[PROFILE_SERVICE] = ProfileService(UserRepository(sessions))
    app.cleanup_ctx.append(init_db)
    app.router.add_get("/api/health-check", health_check)
    profiles.setup(app, PROFILE_SERVICE)
    return app
