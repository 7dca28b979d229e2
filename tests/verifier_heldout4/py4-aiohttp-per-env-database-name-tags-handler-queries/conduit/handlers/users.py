from aiohttp import web

from conduit.services.users import AuthError

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    service = request.app["user_service"]
    data = (await request.json())["user"]
    user = await service.register(data["username"], data["email"], data["password"])
    return web.json_response({"user": {"email": user.email, "username": user.username, "bio": user.bio,
                                       "image": user.image, "token": service.token(user)}}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    service = request.app["user_service"]
    data = (await request.json())["user"]
    try:
        user = await service.login(data["email"], data["password"])
    except AuthError as err:
        return web.json_response({"errors": {"credentials": [str(err)]}}, status=401)
    return web.json_response({"user": {"email": user.email, "username": user.username, "bio": user.bio,
                                       "image": user.image, "token": service.token(user)}})
