from aiohttp import web

from conduit.services import users as service


async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    try:
        user = await service.register(data["username"], data["email"], data["password"])
    except service.Taken:
        return web.json_response({"errors": {"username": ["has already been taken"]}}, status=409)
    return web.json_response({"user": {"username": user.username, "email": user.email}}, status=201)


async def profile(request: web.Request) -> web.Response:
    user = await service.profile(request.match_info["username"])
    if user is None:
        return web.json_response({"errors": {"profile": ["not found"]}}, status=404)
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "following": False}})
