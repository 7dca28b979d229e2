from aiohttp import web

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health_check(request: web.Request) -> web.Response:
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user") or {}
    async with request.app["user_service"]() as service:
        user = await service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return web.json_response({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                                       "image": None, "token": ""}}, status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    async with request.app["user_service"]() as service:
        user = await service.profile(request.match_info["username"])
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "following": False}})
