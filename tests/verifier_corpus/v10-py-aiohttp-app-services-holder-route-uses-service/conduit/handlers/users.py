from aiohttp import web

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    try:
        user = await request.app["services"].users.register(data["username"], data["email"], data["password"])
    except ValueError as err:
        return web.json_response({"errors": {"body": [str(err)]}}, status=422)
    return web.json_response({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                                       "image": user.image, "token": ""}}, status=201)


@routes.get("/api/profiles/{username}")
async def profile(request: web.Request) -> web.Response:
    user = await request.app["services"].users.profile(request.match_info["username"])
    if user is None:
        raise web.HTTPNotFound()
    return web.json_response({"profile": {"username": user.username, "bio": user.bio, "image": user.image,
                                          "following": False}})
