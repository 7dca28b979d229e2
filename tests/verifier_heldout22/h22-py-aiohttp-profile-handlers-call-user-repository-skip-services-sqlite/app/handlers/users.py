from aiohttp import web

from app.services import auth_service


async def login(request):
    data = (await request.json()).get("user", {})
    user = await auth_service.login(data.get("email", ""), data.get("password", ""))
    if user is None:
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"username": user.username, "email": user.email,
                                       "bio": user.bio, "image": user.image, "token": str(user.id)}})
