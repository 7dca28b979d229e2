from aiohttp import web

from conduit.services.profiles import ProfileNotFound, ProfileService

service = ProfileService()


async def get_profile(request: web.Request) -> web.Response:
    try:
        return web.json_response({"profile": service.profile(request.match_info["username"])})
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)


def setup(app: web.Application) -> None:
    app.router.add_get("/api/profiles/{username}", get_profile)
