from aiohttp import web
from kink import di

from conduit.services.errors import NotFound
from conduit.services.profile_service import ProfileService

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    service = di[ProfileService]
    try:
        profile = await service.profile(request.match_info["username"])
    except NotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})
