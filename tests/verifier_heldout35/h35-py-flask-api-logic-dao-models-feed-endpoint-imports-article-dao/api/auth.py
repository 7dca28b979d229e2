import os

import jwt
from flask import abort, request


def require_user() -> int:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        abort(401)
    try:
        payload = jwt.decode(header[6:], os.environ.get("JWT_SECRET", "dev"), algorithms=["HS256"])
    except jwt.PyJWTError:
        abort(401)
    return int(payload["sub"])
