import jwt
from aiohttp import web

from conduit.config import JWT_SECRET


def viewer_id(request: web.Request) -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], JWT_SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
