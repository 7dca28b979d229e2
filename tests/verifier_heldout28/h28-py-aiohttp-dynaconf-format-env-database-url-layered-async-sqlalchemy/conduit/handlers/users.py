from aiohttp import web

from conduit.handlers.keys import USER_SERVICE

routes = web.RouteTableDef()


def _user(service, user) -> dict:
    return {"user": {"email": user.email, "token": service.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    service = request.app[USER_SERVICE]
    data = (await request.json()).get("user") or {}
    user = await service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return web.json_response(_user(service, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    service = request.app[USER_SERVICE]
    data = (await request.json()).get("user") or {}
    return web.json_response(_user(service, await service.login(data.get("email", ""), data.get("password", ""))))


@routes.get("/api/user")
async def me(request: web.Request) -> web.Response:
    service = request.app[USER_SERVICE]
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return web.json_response({"errors": {"token": ["is missing"]}}, status=401)
    return web.json_response(_user(service, await service.from_token(header[6:])))
