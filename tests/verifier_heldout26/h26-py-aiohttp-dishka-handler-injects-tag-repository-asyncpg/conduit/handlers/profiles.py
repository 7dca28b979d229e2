from aiohttp import web
from dishka.integrations.aiohttp import FromDishka, inject

from conduit.handlers.auth import viewer_id
from conduit.services.profiles import ProfileNotFound, ProfileService

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
@inject
async def get_profile(request: web.Request, profiles: FromDishka[ProfileService]) -> web.Response:
    try:
        profile = await profiles.view(request.match_info["username"], viewer_id(request))
    except ProfileNotFound:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})


@routes.post("/api/profiles/{username}/follow")
@inject
async def follow(request: web.Request, profiles: FromDishka[ProfileService]) -> web.Response:
    try:
        profile = await profiles.follow(request.match_info["username"], viewer_id(request, required=True))
    except ProfileNotFound:
        raise web.HTTPNotFound()
    return web.json_response({"profile": profile})
