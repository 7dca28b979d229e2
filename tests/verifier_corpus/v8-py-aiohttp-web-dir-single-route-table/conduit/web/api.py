from aiohttp import web

from conduit.services.users import InvalidCredentials, UserService
from conduit.web.auth import bearer_token

routes = web.RouteTableDef()


def users(request: web.Request) -> UserService:
    return request.app["user_service"]


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await users(request).register(data["username"], data["email"], data["password"])
    return web.json_response({"user": user}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    try:
        user = await users(request).login(data["email"], data["password"])
    except InvalidCredentials:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": user})


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    user = await users(request).from_token(bearer_token(request))
    if user is None:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": user})
