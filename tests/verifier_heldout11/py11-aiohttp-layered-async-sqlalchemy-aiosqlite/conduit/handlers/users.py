from aiohttp import web

from . import SERVICES, current_user

routes = web.RouteTableDef()


def user_json(service, user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": service.token(user)}}


@routes.post("/api/users")
async def register(request):
    service = request.app[SERVICES]["users"]
    data = (await request.json()).get("user", {})
    user = await service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return web.json_response(user_json(service, user), status=201)


@routes.post("/api/users/login")
async def login(request):
    service = request.app[SERVICES]["users"]
    data = (await request.json()).get("user", {})
    return web.json_response(user_json(service, await service.login(data.get("email", ""), data.get("password", ""))))


@routes.get("/api/user")
async def me(request):
    user = await current_user(request)
    if user is None:
        raise web.HTTPUnauthorized()
    return web.json_response(user_json(request.app[SERVICES]["users"], user))
