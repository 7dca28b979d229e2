# feature-file: profiles
from aiohttp import web

from conduit.routes.context import services, user_id, viewer_id
from conduit.routes.serializers import profile_json

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    username = request.match_info["username"]
    profile = await services(request).profiles.get(username, viewer_id(request))
    return web.json_response({"profile": profile_json(profile)})


# Following takes no input: whatever body the client sends is left unread.
@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request) -> web.Response:
    profile = await services(request).profiles.follow(
        request.match_info["username"], user_id(request)
    )
    return web.json_response({"profile": profile_json(profile)})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request: web.Request) -> web.Response:
    profile = await services(request).profiles.unfollow(
        request.match_info["username"], user_id(request)
    )
    return web.json_response({"profile": profile_json(profile)})
