from functools import wraps

import jwt
from flask import current_app, g, request

from conduit.services.user_service import UserService

users = UserService()


def current_user():
    if "user" not in g:
        header = request.headers.get("Authorization", "")
        g.user = None
        if header.startswith("Token "):
            try:
                payload = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
                g.user = users.by_id(payload["sub"])
            except jwt.PyJWTError:
                g.user = None
    return g.user


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if current_user() is None:
            return {"errors": {"token": ["is missing or invalid"]}}, 401
        return view(*args, **kwargs)
    return wrapper
