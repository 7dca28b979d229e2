from aiohttp import web

from conduit.services import NotFound
from conduit.web.auth import viewer_id

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request):
    try:
        profile = await request.app["profiles"].get_profile(request.match_info["username"], viewer_id(request))
    except NotFound:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})


@routes.post("/api/profiles/{username}/follow")
async def follow(request):
    uid = viewer_id(request)
    if uid is None:
        raise web.HTTPUnauthorized()
    try:
        profile = await request.app["profiles"].follow(request.match_info["username"], uid)
    except NotFound:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request):
    uid = viewer_id(request)
    if uid is None:
        raise web.HTTPUnauthorized()
    try:
        profile = await request.app["profiles"].unfollow(request.match_info["username"], uid)
    except NotFound:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
