from aiohttp import web

from conduit.routes.context import services, user_id
from conduit.routes.params import envelope
from conduit.routes.serializers import user_json

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    user = await services(request).users.register(await envelope(request, "user"))
    return web.json_response({"user": user_json(user)}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    user = await services(request).users.login(await envelope(request, "user"))
    return web.json_response({"user": user_json(user)})


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    user = await services(request).users.current(user_id(request))
    return web.json_response({"user": user_json(user)})


@routes.put("/api/user")
async def update_user(request: web.Request) -> web.Response:
    caller = user_id(request)
    user = await services(request).users.update(caller, await envelope(request, "user"))
    return web.json_response({"user": user_json(user)})
