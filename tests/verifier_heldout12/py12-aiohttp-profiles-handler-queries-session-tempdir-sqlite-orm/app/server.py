from aiohttp import web

from app.database import engine
from app.handlers import profiles, users
from app.models import Base


async def init_db(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


async def health(request):
    return web.json_response({"status": "ok"})


def build_app() -> web.Application:
    app = web.Application()
    app.on_startup.append(init_db)
    app.router.add_get("/api/health-check", health)
    app.router.add_post("/api/users", users.register)
    app.router.add_post("/api/users/login", users.login)
    app.router.add_get("/api/user", users.current_user)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    app.router.add_post("/api/profiles/{username}/follow", profiles.follow)
    app.router.add_delete("/api/profiles/{username}/follow", profiles.follow)
    return app
