from aiohttp import web

from .database import engine
from .models import Base
from .repositories.profile_repository import ProfileRepository
from .services.profile_service import ProfileService
from .web import profiles


async def _init_db(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def make_app() -> web.Application:
    app = web.Application()
    app[profiles.PROFILES] = ProfileService(ProfileRepository())
    app.on_startup.append(_init_db)
    app.router.add_get("/api/health-check", profiles.health_check)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    app.router.add_post("/api/profiles/{username}/follow", profiles.follow)
    return app


if __name__ == "__main__":
    web.run_app(make_app(), host="0.0.0.0", port=8080)
