from aiohttp import web

from conduit.usecases.profiles import ProfileNotFound

routes = web.RouteTableDef()
PROFILES = None  # set by the application factory


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def get_profile(request):
    try:
        profile = await request.config_dict[PROFILES].get(request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})


@routes.post("/api/profiles/{username}/follow")
async def follow(request):
    viewer_id = int(request.headers.get("X-User-Id", "0"))
    try:
        profile = await request.config_dict[PROFILES].follow(viewer_id, request.match_info["username"])
    except ProfileNotFound:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": profile})
