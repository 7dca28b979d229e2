import bcrypt
from aiohttp import web
from sqlalchemy import select

from conduit.auth import token_for
from conduit.models import User

routes = web.RouteTableDef()


def _sessions(request):
    from conduit.app import SESSIONS

    return request.app[SESSIONS]


@routes.post("/api/users")
async def register(request):
    u = (await request.json()).get("user", {})
    async with _sessions(request)() as s:
        if await s.scalar(select(User.id).where(User.email == u.get("email"))):
            return web.json_response({"errors": {"email": ["has already been taken"]}}, status=422)
        user = User(username=u["username"], email=u["email"],
                    password_hash=bcrypt.hashpw(u["password"].encode(), bcrypt.gensalt()).decode())
        s.add(user)
        await s.commit()
        return web.json_response({"user": {"email": user.email, "username": user.username, "bio": None,
                                           "image": None, "token": token_for(user)}}, status=201)


@routes.post("/api/users/login")
async def login(request):
    u = (await request.json()).get("user", {})
    async with _sessions(request)() as s:
        user = await s.scalar(select(User).where(User.email == u.get("email")))
    if user is None or not bcrypt.checkpw(u.get("password", "").encode(), user.password_hash.encode()):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    return web.json_response({"user": {"email": user.email, "username": user.username, "bio": user.bio,
                                       "image": user.image, "token": token_for(user)}})
