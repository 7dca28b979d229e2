import os

import jwt
from flask import abort, request

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


def current_user_id() -> int:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        abort(401)
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        abort(401)
