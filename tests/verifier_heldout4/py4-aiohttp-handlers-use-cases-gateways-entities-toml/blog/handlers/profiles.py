from aiohttp import web

from blog.handlers.common import profile_json, viewer
from blog.handlers.keys import ACCOUNTS

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def get_profile(request: web.Request) -> web.Response:
    user, following = await request.app[ACCOUNTS].profile(request.match_info["username"], await viewer(request))
    return web.json_response({"profile": profile_json(user, following)})


@routes.post("/api/profiles/{username}/follow")
@routes.delete("/api/profiles/{username}/follow")
async def follow(request: web.Request) -> web.Response:
    me = await viewer(request, required=True)
    user, following = await request.app[ACCOUNTS].follow(me, request.match_info["username"],
                                                         request.method == "POST")
    return web.json_response({"profile": profile_json(user, following)})
