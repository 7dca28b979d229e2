from aiohttp import web

from app.services.user_service import UserService

user_service = UserService()


def serialize(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


async def register(request: web.Request):
    data = (await request.json())["user"]
    user = await user_service.register(data["username"], data["email"], data["password"])
    return web.json_response(serialize(user, user_service.token(user)), status=201)


async def login(request: web.Request):
    data = (await request.json())["user"]
    user = await user_service.login(data["email"], data["password"])
    if user is None:
        return web.json_response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return web.json_response(serialize(user, user_service.token(user)))


async def current_user(request: web.Request):
    auth = request.headers.get("Authorization", "")
    user = await user_service.from_token(auth.replace("Token ", "")) if auth else None
    if user is None:
        return web.json_response({"errors": {"body": ["Unauthorized"]}}, status=401)
    return web.json_response(serialize(user, auth.replace("Token ", "")))
