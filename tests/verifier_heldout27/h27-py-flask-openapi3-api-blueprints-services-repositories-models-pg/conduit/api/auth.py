import os

import jwt
from flask import request

SECRET = os.environ.get("JWT_SECRET", "conduit")


def viewer_id() -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], SECRET, algorithms=["HS256"]).get("sub")
    except jwt.PyJWTError:
        return None
