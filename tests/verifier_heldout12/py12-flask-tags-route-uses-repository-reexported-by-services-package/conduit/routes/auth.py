from functools import wraps

from flask import g, request

from conduit.services import user_service


def load_user(required: bool = True):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            g.user = user_service.user_from_token(header[6:]) if header.startswith("Token ") else None
            if required and g.user is None:
                return {"errors": {"body": ["unauthorized"]}}, 401
            return view(*args, **kwargs)
        return wrapper
    return decorator
