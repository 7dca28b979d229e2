from functools import wraps

from flask import abort, g, request

from conduit.models import User
from conduit.services import users as user_service


def current_user() -> User:
    user = getattr(g, "user", None)
    if user is None:
        abort(401)
    return user


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        user = user_service.user_for(header[6:]) if header.startswith("Token ") else None
        if user is None:
            abort(401)
        g.user = user
        return view(*args, **kwargs)

    return wrapper
