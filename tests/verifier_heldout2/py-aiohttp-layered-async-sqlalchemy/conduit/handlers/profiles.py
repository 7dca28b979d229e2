from aiohttp import web

from conduit.usecases import profiles

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request):
    try:
        profile = await profiles.get_profile(request.match_info["username"])
    except KeyError:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
