from functools import wraps

from flask import g, request

from ..services import auth_service
from ..services.exceptions import Unauthorized


def _token():
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        return header[6:]
    return None


def auth_required(optional=False):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            token = _token()
            g.user = auth_service.user_from_token(token) if token else None
            if g.user is None and not optional:
                raise Unauthorized("missing token")
            return fn(*args, **kwargs)
        return wrapper
    return decorator
