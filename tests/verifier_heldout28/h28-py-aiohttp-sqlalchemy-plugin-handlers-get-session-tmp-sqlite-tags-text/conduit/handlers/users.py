import aiohttp_sqlalchemy as ahsa
from aiohttp import web

from conduit.services import auth

routes = web.RouteTableDef()


def _user(user):
    return {"user": {"email": user.email, "token": auth.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user") or {}
    user = await auth.register(ahsa.get_session(request), data.get("username", ""), data.get("email", ""),
                               data.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=409)
    return web.json_response(_user(user), status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user") or {}
    user = await auth.login(ahsa.get_session(request), data.get("email", ""), data.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return web.json_response(_user(user))
