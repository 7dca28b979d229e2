from aiohttp import web

from . import accounts_key
from .common import require_viewer

routes = web.RouteTableDef()


def _json(accounts, user) -> dict:
    return {"user": {"email": user.email, "token": accounts.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user") or {}
    accounts = request.app[accounts_key]
    user = await accounts.register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response(_json(accounts, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user") or {}
    accounts = request.app[accounts_key]
    return web.json_response(_json(accounts, await accounts.login(data.get("email"), data.get("password"))))


@routes.get("/api/user")
async def me(request: web.Request):
    return web.json_response(_json(request.app[accounts_key], await require_viewer(request)))
