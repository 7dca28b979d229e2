from functools import wraps

from flask import g, request
from flask_restx import abort

from ..services import auth_service


def authenticated(optional: bool = False):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            g.user = auth_service.user_from_token(token) if scheme == "Token" and token else None
            if g.user is None and not optional:
                abort(401, errors={"body": ["unauthorized"]})
            return fn(*args, **kwargs)

        return wrapper

    return decorator
