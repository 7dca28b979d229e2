import os

import jwt

SECRET = os.environ.get("JWT_SECRET", "conduit")


def viewer_id(request) -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
