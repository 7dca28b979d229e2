from aiohttp import web

from conduit.keys import SERVICES

routes = web.RouteTableDef()


def _out(service, user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": service.token(user)}}


@routes.post("/api/users")
async def register(request: web.Request):
    service = request.app[SERVICES]["users"]
    u = (await request.json()).get("user", {})
    user = await service.register(u.get("username"), u.get("email"), u.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
    return web.json_response(_out(service, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    service = request.app[SERVICES]["users"]
    u = (await request.json()).get("user", {})
    user = await service.login(u.get("email"), u.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response(_out(service, user))
