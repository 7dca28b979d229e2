from aiohttp import web

from conduit.handlers.common import services, viewer

routes = web.RouteTableDef()


def _user(request: web.Request, user) -> dict:
    return {"user": {"email": user.email, "token": services(request).auth.token(user),
                     "username": user.username, "bio": user.bio, "image": user.image}}


@routes.post("/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await services(request).auth.register(data["username"], data["email"], data["password"])
    return web.json_response(_user(request, user), status=201)


@routes.post("/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    return web.json_response(_user(request, await services(request).auth.login(data["email"], data["password"])))


@routes.get("/user")
async def current_user(request: web.Request) -> web.Response:
    return web.json_response(_user(request, await viewer(request)))
