from aiohttp import web

from conduit.services.profile_service import NotFound

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    try:
        profile = await request.app["profile_service"].profile(request.match_info["username"])
    except NotFound:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": profile})
