from aiohttp import web

from .db import SessionMaker, engine
from .handlers import health, profiles, tags
from .models import Base
from .repositories.user_repository import UserRepository
from .services.profile_service import ProfileService


async def on_startup(app):
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


def build():
    app = web.Application()
    app["sessionmaker"] = SessionMaker
    app["profiles"] = ProfileService(UserRepository(SessionMaker))
    app.on_startup.append(on_startup)
    app.router.add_get("/api/health-check", health.health)
    app.router.add_get("/api/tags", tags.list_tags)
    app.router.add_get("/api/profiles/{username}", profiles.get_profile)
    return app


if __name__ == "__main__":
    web.run_app(build(), port=8080)
