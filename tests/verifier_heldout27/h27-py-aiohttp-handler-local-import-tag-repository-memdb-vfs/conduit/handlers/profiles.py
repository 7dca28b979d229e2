from aiohttp import web

from conduit.keys import PROFILE_SERVICE
from conduit.services.profiles import ProfileNotFound

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    service = request.app[PROFILE_SERVICE]
    try:
        profile = await service.get(request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile.as_json()})
