"""Request authentication helpers for the HTTP layer."""
from functools import wraps

import jwt
from flask import current_app, g, jsonify, request


def _decode(header: str):
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None


def load_user() -> None:
    from ..services.user_service import UserService

    payload = _decode(request.headers.get("Authorization", ""))
    g.current_user = UserService().by_id(int(payload["sub"])) if payload else None


def current_user():
    """The authenticated user of the current request, or None."""
    return g.get("current_user")


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        load_user()
        if current_user() is None:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        return view(*args, **kwargs)

    return wrapper


def login_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        load_user()
        return view(*args, **kwargs)

    return wrapper
