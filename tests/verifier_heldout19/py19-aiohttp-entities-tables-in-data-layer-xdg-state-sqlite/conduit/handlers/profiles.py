from aiohttp import web
from conduit.use_cases.profiles import ProfileUseCases, UnknownProfile

PROFILES = web.AppKey("profiles", ProfileUseCases)
routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.get("/api/profiles/{username}")
async def show_profile(request: web.Request) -> web.Response:
    try:
        profile = await request.app[PROFILES].show(request.match_info["username"])
    except UnknownProfile:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
