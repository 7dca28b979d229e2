import os

import jwt
from aiohttp import web
from sqlalchemy import text

from conduit.db import SessionMaker

SECRET = os.environ.get("JWT_SECRET", "conduit")
TOUCH = text("UPDATE users SET last_seen_at = now() WHERE id = :uid")


@web.middleware
async def auth_middleware(request: web.Request, handler):
    request["user_id"] = None
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        try:
            request["user_id"] = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            raise web.HTTPUnauthorized()
        async with SessionMaker() as session:
            await session.execute(TOUCH, {"uid": request["user_id"]})
            await session.commit()
    return await handler(request)
