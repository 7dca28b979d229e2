from aiohttp import web

from conduit.db import Base, engine
from conduit.handlers import profiles
from conduit.services.profiles import ProfileNotFound, ProfileService

stats_service = ProfileService()


async def profile_stats(request: web.Request) -> web.Response:
    try:
        return web.json_response(stats_service.stats(request.match_info["username"]))
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)


def make_app(argv=None) -> web.Application:
    Base.metadata.create_all(engine)
    app = web.Application()
    profiles.setup(app)
    app.router.add_get("/api/profiles/{username}/stats", profile_stats)
    return app
