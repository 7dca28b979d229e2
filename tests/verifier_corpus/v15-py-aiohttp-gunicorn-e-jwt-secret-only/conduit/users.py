import hashlib

import jwt
from aiohttp import web
from sqlalchemy import select

from conduit.config import JWT_SECRET
from conduit.db import SESSIONS, User

routes = web.RouteTableDef()


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


@routes.post("/api/users/login")
async def login(request: web.Request) -> web.Response:
    data = (await request.json())["user"]
    async with request.app[SESSIONS]() as session:
        user = await session.scalar(select(User).where(User.email == data["email"]))
    if user is None or user.password_hash != _hash(data["password"]):
        return web.json_response({"errors": {"credentials": ["invalid"]}}, status=401)
    token = jwt.encode({"sub": user.id}, JWT_SECRET, algorithm="HS256")
    return web.json_response({"user": {"username": user.username, "email": user.email, "token": token,
                                       "bio": None, "image": None}})
