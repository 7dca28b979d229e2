import os

from aiohttp import web
from sqlalchemy.ext.asyncio import async_sessionmaker, create_async_engine

from app.models.base import Base
from app.handlers import profiles, tags
from app.repositories.profile_repository import ProfileRepository
from app.services.profile_service import ProfileService

SESSIONMAKER = web.AppKey("sessionmaker", async_sessionmaker)
PROFILES = web.AppKey("profiles", ProfileService)


def create_app():
    url = os.environ["DATABASE_URL"].replace("postgresql://", "postgresql+asyncpg://", 1)
    engine = create_async_engine(url)
    sessionmaker = async_sessionmaker(engine, expire_on_commit=False)

    async def on_startup(app):
        import app.models.entities  # noqa: F401
        async with engine.begin() as conn:
            await conn.run_sync(Base.metadata.create_all)

    application = web.Application()
    application[SESSIONMAKER] = sessionmaker
    application[PROFILES] = ProfileService(ProfileRepository(sessionmaker))
    application.on_startup.append(on_startup)
    application.add_routes([
        web.get("/api/health-check", lambda r: web.json_response({"ok": True})),
        web.get("/api/tags", tags.list_tags),
        web.get("/api/profiles/{username}", profiles.get_profile),
    ])
    return application
