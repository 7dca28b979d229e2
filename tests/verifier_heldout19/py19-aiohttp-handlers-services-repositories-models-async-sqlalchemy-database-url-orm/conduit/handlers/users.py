from aiohttp import web
from conduit.keys import USER_SERVICE


async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await request.app[USER_SERVICE].register(data["username"], data["email"], data["password"])
    return web.json_response({"user": {"username": user.username, "email": user.email}}, status=201)


async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await request.app[USER_SERVICE].login(data["email"], data["password"])
    if user is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"username": user.username, "email": user.email}})
