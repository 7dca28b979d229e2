from aiohttp import web

from conduit.handlers.auth import viewer_id
from conduit.keys import PROFILE_SERVICE
from conduit.services.errors import NotFound

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    try:
        profile = await request.app[PROFILE_SERVICE].get(request.match_info["username"], viewer_id(request))
    except NotFound:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": profile})
