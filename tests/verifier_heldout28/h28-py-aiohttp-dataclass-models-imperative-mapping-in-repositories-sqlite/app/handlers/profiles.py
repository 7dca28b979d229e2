from aiohttp import web

from app.handlers.context import USERS

routes = web.RouteTableDef()


@routes.get("/api/profiles/{username}")
async def show(request: web.Request):
    service = request.app[USERS]
    viewer = await service.authenticate(request.headers.get("Authorization"), required=False)
    return web.json_response({"profile": await service.profile(request.match_info["username"], viewer)})


@routes.post("/api/profiles/{username}/follow")
async def follow(request: web.Request):
    service = request.app[USERS]
    viewer = await service.authenticate(request.headers.get("Authorization"))
    return web.json_response({"profile": await service.set_following(viewer, request.match_info["username"], True)})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request: web.Request):
    service = request.app[USERS]
    viewer = await service.authenticate(request.headers.get("Authorization"))
    return web.json_response({"profile": await service.set_following(viewer, request.match_info["username"], False)})
