from aiohttp import web

from app.services.user_service import AuthError, UserService

routes = web.RouteTableDef()


@routes.post("/api/users/login")
async def login(request):
    data = (await request.json()).get("user", {})
    try:
        user, token = await UserService(request.app["db"]).login(data.get("email", ""), data.get("password", ""))
    except AuthError:
        return web.json_response({"errors": {"body": ["invalid credentials"]}}, status=401)
    return web.json_response({"user": {"email": user.email, "token": token, "username": user.username,
                                       "bio": user.bio, "image": user.image}})
