from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    if not token:
        raise web.HTTPUnauthorized()
    user = await request.app["user_service"].current(int(token.split(".")[0]))
    if user is None:
        raise web.HTTPUnauthorized()
    return web.json_response({"user": user})


@routes.get("/api/health-check")
async def health(_request):
    return web.json_response({"status": "ok"})
