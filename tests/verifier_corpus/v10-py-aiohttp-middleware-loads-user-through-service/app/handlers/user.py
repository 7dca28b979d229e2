from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/user")
async def current_user(request: web.Request) -> web.Response:
    user = request["user"]
    if user is None:
        raise web.HTTPUnauthorized()
    token = request.app["auth_service"].issue(user)
    return web.json_response({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                                       "image": user.image, "token": token}})


@routes.get("/api/health-check")
async def health(_request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})
