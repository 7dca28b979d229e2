from aiohttp import web

from conduit.db import sessions, create_schema
from conduit.repositories import ProfileRepository
from conduit.services import ProfileService
from conduit.web.handlers import routes


async def profile_exists(request):
    user = await ProfileRepository(request.app["sessions"]).get(request.match_info["username"])
    return web.json_response({"exists": user is not None})


def build_app(argv=None):
    app = web.Application()
    app["sessions"] = sessions
    app["profiles"] = ProfileService(ProfileRepository(sessions))
    app.on_startup.append(create_schema)
    app.add_routes(routes)
    app.router.add_get("/api/profiles/{username}/exists", profile_exists)
    return app
