from functools import wraps

import jwt
from flask import current_app, g, request

from conduit.services.errors import Unauthorized
from conduit.services.user_service import UserService


def _user_from_header():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        raise Unauthorized("invalid token")
    return UserService().get(payload["sub"])


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        g.user = _user_from_header()
        if g.user is None:
            raise Unauthorized("missing token")
        return view(*args, **kwargs)
    return wrapper


def auth_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        g.user = _user_from_header()
        return view(*args, **kwargs)
    return wrapper
