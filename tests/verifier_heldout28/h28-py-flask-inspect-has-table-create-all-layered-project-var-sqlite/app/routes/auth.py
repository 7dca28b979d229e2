from functools import wraps

from flask import g, request

from app.services.errors import DomainError
from app.services.user_service import UserService

_users = UserService()


def with_user(required: bool = True):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                g.user = _users.authenticate_token(header.split(" ", 1)[1])
            elif required:
                raise DomainError("token", "is missing", 401)
            else:
                g.user = None
            return view(*args, **kwargs)

        return wrapper

    return decorator
