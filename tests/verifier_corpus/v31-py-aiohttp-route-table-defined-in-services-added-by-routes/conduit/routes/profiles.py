from aiohttp import web

from conduit.services.profiles import ProfileNotFound, ProfileService

routes = web.RouteTableDef()
service = ProfileService()


@routes.get("/api/health-check")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def show(request: web.Request) -> web.Response:
    try:
        profile = await service.get(request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"body": ["profile not found"]}}, status=404)
    return web.json_response({"profile": profile})
