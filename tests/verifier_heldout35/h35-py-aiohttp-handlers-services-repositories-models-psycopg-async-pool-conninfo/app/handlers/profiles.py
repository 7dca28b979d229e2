from aiohttp import web

from app.handlers.keys import PROFILES
from app.services.profile_service import ProfileNotFound


async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


async def get_profile(request: web.Request) -> web.Response:
    try:
        profile, following = await request.app[PROFILES].view(request.match_info["username"], None)
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": profile.username, "bio": profile.bio,
                                          "image": profile.image, "following": following}})


def setup_routes(app: web.Application) -> None:
    app.router.add_get("/api/health-check", health)
    app.router.add_get("/api/profiles/{username}", get_profile)
