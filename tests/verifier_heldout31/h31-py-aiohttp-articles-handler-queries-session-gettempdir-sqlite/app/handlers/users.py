from aiohttp import web

from app.services import users as user_service

routes = web.RouteTableDef()


@routes.post("/api/users")
async def register(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    user = await user_service.register(data["username"], data["email"], data["password"])
    return web.json_response({"user": {"username": user.username, "email": user.email,
                                       "token": ""}}, status=201)


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json()).get("user", {})
    user = await user_service.login(data.get("email", ""), data.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"username": user.username, "email": user.email, "token": ""}})
