"""Token middleware: puts the signed-in user on the request for the handlers."""
import os

import jwt
from aiohttp import web

from app.db import Session
from app.models import User

SECRET = os.environ.get("JWT_SECRET", "conduit-dev-secret")


def make_token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id)}, SECRET, algorithm="HS256")


@web.middleware
async def auth_middleware(request: web.Request, handler):
    request["user"] = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            user_id = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            raise web.HTTPUnauthorized()
        async with Session() as session:
            request["user"] = await session.get(User, user_id)
        if request["user"] is None:
            raise web.HTTPUnauthorized()
    return await handler(request)
