from aiohttp import web

from conduit.services.user_service import SESSIONS, EmailTaken, UserService

routes = web.RouteTableDef()


@routes.get("/api/health-check")
async def health(request):
    return web.json_response({"status": "ok"})


@routes.post("/api/users")
async def register(request):
    body = (await request.json())["user"]
    try:
        user = await UserService(request.app[SESSIONS]).register(body["username"], body["email"], body["password"])
    except EmailTaken:
        return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
    return web.json_response({"user": {"username": user.username, "email": user.email,
                                       "bio": user.bio, "image": user.image, "token": ""}}, status=201)
