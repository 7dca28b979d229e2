from functools import wraps

import jwt
from flask import current_app, g, request

from conduit import db
from conduit.api.errors import ApiError
from conduit.models import User


def make_token(user: User) -> str:
    return jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")


def _load_user(required: bool):
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        if required:
            raise ApiError(401, "token", "missing")
        return None
    try:
        data = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        raise ApiError(401, "token", "invalid")
    user = db.session.get(User, data["id"])
    if user is None:
        raise ApiError(401, "token", "invalid")
    return user


def auth(required=True):
    def decorator(fn):
        @wraps(fn)
        def inner(*args, **kwargs):
            g.user = _load_user(required)
            return fn(*args, **kwargs)
        return inner
    return decorator
