from aiohttp import web

from conduit.db import Base, Session, engine
from conduit.models import user  # noqa: F401
from conduit.repositories.profile_repository import ProfileRepository
from conduit.services.profile_service import ProfileService
from conduit.views.profiles import ProfileView


async def on_startup(app: web.Application) -> None:
    async with engine.begin() as conn:
        await conn.run_sync(Base.metadata.create_all)


app = web.Application()
app["session_factory"] = Session
app["profile_service"] = ProfileService(ProfileRepository(Session))
app.router.add_view("/api/profiles/{username}", ProfileView)
app.router.add_get("/api/health-check", lambda r: web.json_response({"status": "ok"}))
app.on_startup.append(on_startup)
web.run_app(app, host="0.0.0.0", port=8080)
