from aiohttp import web
from tinydb import Query

routes = web.RouteTableDef()
F = Query()


@routes.post("/api/profiles/{username}/follow")
async def follow(request):
    follows = request.app["social"].table("follows")
    username = request.match_info["username"]
    if not follows.contains((F.follower == 1) & (F.followed == username)):
        follows.insert({"follower": 1, "followed": username})
    return web.json_response({"profile": {"username": username, "following": True}})


@routes.delete("/api/profiles/{username}/follow")
async def unfollow(request):
    request.app["social"].table("follows").remove((F.follower == 1) & (F.followed == request.match_info["username"]))
    return web.json_response({"profile": {"username": request.match_info["username"], "following": False}})
