from dataclasses import asdict

from aiohttp import web

from ..services.errors import ServiceError
from . import user_service_key

routes = web.RouteTableDef()


def _service(request: web.Request):
    return request.app[user_service_key]


async def _viewer(request: web.Request):
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        return await _service(request).from_token(header[6:])
    return None


def _user_json(service, user) -> dict:
    return {"user": {"email": user.email, "token": service.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@web.middleware
async def errors_middleware(request: web.Request, handler):
    try:
        return await handler(request)
    except ServiceError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=err.status)


@routes.get("/api/health-check")
async def health(_request: web.Request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request):
    data = (await request.json()).get("user") or {}
    service = _service(request)
    user = await service.register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response(_user_json(service, user), status=201)


@routes.post("/api/users/login")
async def login(request: web.Request):
    data = (await request.json()).get("user") or {}
    service = _service(request)
    return web.json_response(_user_json(service, await service.login(data.get("email"), data.get("password"))))


@routes.get("/api/user")
async def current_user(request: web.Request):
    user = await _viewer(request)
    if user is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    return web.json_response(_user_json(_service(request), user))


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request):
    viewer = await _viewer(request)
    result = await _service(request).profile(request.match_info["username"], viewer)
    return web.json_response({"profile": asdict(result)})


@routes.post("/api/profiles/{username}/follow")
@routes.delete("/api/profiles/{username}/follow")
async def follow(request: web.Request):
    viewer = await _viewer(request)
    if viewer is None:
        return web.json_response({"errors": {"body": ["unauthorized"]}}, status=401)
    result = await _service(request).follow(viewer, request.match_info["username"], on=request.method == "POST")
    return web.json_response({"profile": asdict(result)})
