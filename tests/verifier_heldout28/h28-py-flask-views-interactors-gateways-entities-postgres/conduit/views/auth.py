from functools import wraps

from flask import g, request

from conduit.interactors import accounts
from conduit.interactors.errors import Unauthorized


def _token() -> str | None:
    header = request.headers.get("Authorization", "")
    return header[6:] if header.startswith("Token ") else None


def login_required(optional: bool = False):
    def decorator(view):
        @wraps(view)
        def wrapped(*args, **kwargs):
            token = _token()
            if token is None:
                if not optional:
                    raise Unauthorized("token", "is missing")
                g.user = None
            else:
                g.user = accounts.user_for_token(token)
            return view(*args, **kwargs)

        return wrapped

    return decorator
