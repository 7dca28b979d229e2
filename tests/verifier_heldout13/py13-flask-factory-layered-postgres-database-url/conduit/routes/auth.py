import os
from functools import wraps

import jwt
from flask import g, request

from conduit.services.errors import ServiceError

SECRET = os.environ.get("SECRET_KEY", "conduit-dev-secret")


def _token_user_id() -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise ServiceError("invalid token", 401)


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        g.user_id = _token_user_id()
        if g.user_id is None:
            raise ServiceError("missing token", 401)
        return view(*args, **kwargs)
    return wrapper


def auth_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        g.user_id = _token_user_id()
        return view(*args, **kwargs)
    return wrapper
