from aiohttp import web

from conduit.keys import user_service_key
from conduit.services.user_service import Conflict, InvalidCredentials

routes = web.RouteTableDef()


def _user_json(service, user):
    return {"user": {"email": user.email, "token": service.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    service = request.app[user_service_key]
    data = (await request.json()).get("user", {})
    try:
        user = await service.register(data["username"], data["email"], data["password"])
    except Conflict as exc:
        return web.json_response({"errors": {"body": [str(exc)]}}, status=409)
    return web.json_response(_user_json(service, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    service = request.app[user_service_key]
    data = (await request.json()).get("user", {})
    try:
        user = await service.login(data.get("email", ""), data.get("password", ""))
    except InvalidCredentials:
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response(_user_json(service, user))


@routes.get("/api/health-check")
async def health(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
