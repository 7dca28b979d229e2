from aiohttp import web

from services import user_service


async def register(request):
    data = (await request.json()).get("user", {})
    user = await user_service.register(data.get("username"), data.get("email"), data.get("password"))
    return web.json_response({"user": {"username": user.username, "email": user.email,
                                       "bio": "", "image": None, "token": ""}}, status=201)
