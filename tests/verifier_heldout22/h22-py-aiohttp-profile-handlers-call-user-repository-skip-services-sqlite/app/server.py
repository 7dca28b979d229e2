from aiohttp import web

from app.database import engine
from app.handlers import profiles, users
from app.models import Base


async def create_tables(_app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health_check(_request):
    return web.json_response({"status": "ok"})


def make_app():
    app = web.Application()
    app.on_startup.append(create_tables)
    app.router.add_get("/api/health-check", health_check)
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    app.router.add_post("/api/profiles/{username}/follow", profiles.follow)
    app.router.add_delete("/api/profiles/{username}/follow", profiles.follow)
    return app
