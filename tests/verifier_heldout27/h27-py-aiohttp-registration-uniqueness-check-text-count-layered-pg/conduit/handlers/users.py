from aiohttp import web

from conduit.handlers.keys import AUTH_SERVICE
from conduit.services.auth_service import ValidationFailed

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    payload = (await request.json()).get("user") or {}
    missing = [f for f in ("username", "email", "password") if not payload.get(f)]
    if missing:
        return web.json_response({"errors": {f: ["can't be blank"] for f in missing}}, status=422)
    try:
        user = await request.app[AUTH_SERVICE].register(payload["username"], payload["email"], payload["password"])
    except ValidationFailed as exc:
        return web.json_response({"errors": exc.errors}, status=409)
    return web.json_response({"user": user}, status=201)
