from aiohttp import web

from conduit.handlers.common import body, viewer
from conduit.keys import SERVICES


def _out(scope, user) -> dict:
    return {"user": {"email": user.email, "token": scope.users.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


async def register(request: web.Request) -> web.Response:
    data = await body(request, "user")
    async with request.app[SERVICES].scope() as scope:
        user = await scope.users.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
        return web.json_response(_out(scope, user), status=201)


async def login(request: web.Request) -> web.Response:
    data = await body(request, "user")
    async with request.app[SERVICES].scope() as scope:
        user = await scope.users.login(data.get("email", ""), data.get("password", ""))
        return web.json_response(_out(scope, user))


async def me(request: web.Request) -> web.Response:
    async with request.app[SERVICES].scope() as scope:
        return web.json_response(_out(scope, await viewer(request, scope, required=True)))
