from aiohttp import web

from conduit.handlers.keys import SERVICES
from conduit.services.errors import DomainError

routes = web.RouteTableDef()


def _user(user, token: str) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio, "image": user.image, "token": token}}


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    body = (await request.json()).get("user", {})
    users = request.app[SERVICES].users
    try:
        user = await users.register(body["username"], body["email"], body["password"])
    except DomainError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)
    return web.json_response(_user(user, users.token(user)), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    body = (await request.json()).get("user", {})
    users = request.app[SERVICES].users
    try:
        user = await users.login(body["email"], body["password"])
    except DomainError as err:
        return web.json_response({"errors": {err.field: [err.message]}}, status=err.status)
    return web.json_response(_user(user, users.token(user)))
