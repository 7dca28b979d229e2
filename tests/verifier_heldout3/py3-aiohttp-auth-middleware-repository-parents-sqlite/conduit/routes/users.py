from aiohttp import web

from conduit.routes.middlewares import login_required
from conduit.services.auth import AuthService

routes = web.RouteTableDef()
AUTH = web.AppKey("auth_service", AuthService)


def _out(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image,
                     "token": AuthService.token(user)}}


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json())["user"]
    user = await request.app[AUTH].register(data["username"], data["email"], data["password"])
    return web.json_response(_out(user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json())["user"]
    user = await request.app[AUTH].login(data["email"], data["password"])
    if user is None:
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(_out(user))


@routes.get("/api/user")
@login_required
async def me(request: web.Request):
    return web.json_response(_out(request["user"]))


@routes.get("/api/health-check")
async def health(_: web.Request):
    return web.json_response({"status": "ok"})
