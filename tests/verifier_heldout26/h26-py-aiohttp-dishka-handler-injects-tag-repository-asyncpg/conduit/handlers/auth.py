import os

import jwt
from aiohttp import web

SECRET = os.environ.get("JWT_SECRET", "conduit")


def viewer_id(request: web.Request, required: bool = False) -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if required:
            raise web.HTTPUnauthorized()
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise web.HTTPUnauthorized()
