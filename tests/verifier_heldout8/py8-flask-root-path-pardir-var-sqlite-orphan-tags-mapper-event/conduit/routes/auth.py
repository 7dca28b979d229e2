from functools import wraps

from flask import g, request

from conduit.services.auth_service import AuthService
from conduit.services.errors import Unauthorized

_auth = AuthService()


def _token() -> str | None:
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token if scheme == "Token" and token else None


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        if token is None:
            raise Unauthorized("token", "is missing")
        g.user = _auth.user_from_token(token)
        return view(*args, **kwargs)

    return wrapper


def login_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        g.user = _auth.user_from_token(token) if token else None
        return view(*args, **kwargs)

    return wrapper
