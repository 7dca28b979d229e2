from aiohttp import web

from app.services.users import AuthError, UserService

routes = web.RouteTableDef()
service = UserService()


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    user = await service.register(data["username"], data["email"], data["password"])
    return web.json_response({"user": user}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    try:
        user = await service.login(data["email"], data["password"])
    except AuthError:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": user})


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    if request["user"] is None:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": UserService.shape(request["user"])})


@routes.put("/api/user")
async def update_user(request: web.Request) -> web.Response:
    if request["user"] is None:
        raise web.HTTPUnauthorized()
    changes = (await request.json())["user"]
    return web.json_response({"user": await service.update(request["user"], changes)})
