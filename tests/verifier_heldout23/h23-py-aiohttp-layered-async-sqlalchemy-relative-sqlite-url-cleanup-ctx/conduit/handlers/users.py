from aiohttp import web

from ..keys import USER_SERVICE
from .auth import viewer

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request):
    data = (await request.json()).get("user", {})
    svc = request.app[USER_SERVICE]
    user = await svc.register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response({"user": svc.auth_payload(user)}, status=201)


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user", {})
    svc = request.app[USER_SERVICE]
    return web.json_response({"user": svc.auth_payload(await svc.login(data.get("email", ""),
                                                                        data.get("password", "")))})


@routes.get("/api/user")
async def current(request):
    return web.json_response({"user": request.app[USER_SERVICE].auth_payload(await viewer(request))})
