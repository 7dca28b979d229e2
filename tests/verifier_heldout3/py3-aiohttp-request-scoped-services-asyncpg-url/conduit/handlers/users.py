from aiohttp import web

from conduit.handlers.common import services, viewer
from conduit.models import User


def _user(request: web.Request, user: User) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": services(request).users.token(user)}}


async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await services(request).users.register(data["username"], data["email"], data["password"])
    return web.json_response(_user(request, user), status=201)


async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await services(request).users.login(data["email"], data["password"])
    if user is None:
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(_user(request, user))


async def current(request: web.Request) -> web.Response:
    return web.json_response(_user(request, await viewer(request)))
