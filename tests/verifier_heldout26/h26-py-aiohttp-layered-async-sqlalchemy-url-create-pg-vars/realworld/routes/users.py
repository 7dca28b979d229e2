from aiohttp import web

from realworld.routes.keys import USER_SERVICE
from realworld.services.users import UserError

routes = web.RouteTableDef()


def _token(request: web.Request) -> str:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        raise web.HTTPUnauthorized()
    return header[6:]


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    try:
        user = await request.app[USER_SERVICE].register(data["username"], data["email"], data["password"])
    except UserError as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=422)
    return web.json_response({"user": user}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    try:
        return web.json_response({"user": await request.app[USER_SERVICE].login(data["email"], data["password"])})
    except UserError as exc:
        return web.json_response({"errors": {"credentials": [str(exc)]}}, status=401)


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    try:
        return web.json_response({"user": await request.app[USER_SERVICE].me(_token(request))})
    except UserError:
        raise web.HTTPUnauthorized()


@routes.put("/api/user")
async def update_user(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    try:
        return web.json_response({"user": await request.app[USER_SERVICE].update(_token(request), data)})
    except UserError:
        raise web.HTTPUnauthorized()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
