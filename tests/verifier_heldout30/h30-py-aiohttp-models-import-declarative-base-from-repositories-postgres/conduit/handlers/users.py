from aiohttp import web

from conduit.services.errors import ServiceError
from conduit.services.keys import USERS

routes = web.RouteTableDef()


def _out(service, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": service.token(user)}}


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    service = request.app[USERS]
    u = (await request.json()).get("user", {})
    try:
        user = await service.register(u.get("username", ""), u.get("email", ""), u.get("password", ""))
    except ServiceError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)
    return web.json_response(_out(service, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    service = request.app[USERS]
    u = (await request.json()).get("user", {})
    try:
        return web.json_response(_out(service, await service.login(u.get("email", ""), u.get("password", ""))))
    except ServiceError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)
