from aiohttp import web

from blog.handlers.common import viewer
from blog.handlers.keys import ACCOUNTS

routes = web.RouteTableDef()


def _user(request, user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": request.app[ACCOUNTS].token(user)}}


@routes.post("/api/users")
async def sign_up(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await request.app[ACCOUNTS].sign_up(data["username"], data["email"], data["password"])
    return web.json_response(_user(request, user), status=201)


@routes.post("/api/users/login")
async def sign_in(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    return web.json_response(_user(request, await request.app[ACCOUNTS].sign_in(data["email"], data["password"])))


@routes.get("/api/user")
async def me(request: web.Request) -> web.Response:
    return web.json_response(_user(request, await viewer(request, required=True)))
