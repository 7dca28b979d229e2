import jwt
from aiohttp import web

from conduit.config import JWT_SECRET
from conduit.db import SESSIONMAKER
from conduit.repositories.users import UsersRepository
from conduit.services.users import LoginFailed, UsersService

routes = web.RouteTableDef()


def _user_json(user) -> dict:
    token = jwt.encode({"id": user.id}, JWT_SECRET, algorithm="HS256")
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": token}}


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    async with request.app[SESSIONMAKER]() as session:
        try:
            user = await UsersService(UsersRepository(session)).login(data["email"], data["password"])
        except LoginFailed:
            return web.json_response({"errors": {"email or password": ["is invalid"]}}, status=401)
    return web.json_response(_user_json(user))
