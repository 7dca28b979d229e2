import os

import jwt

SECRET = os.environ.get("JWT_SECRET", "conduit")


def user_id_from_header(header: str | None) -> int | None:
    if not header or not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["id"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None
