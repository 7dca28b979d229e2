from functools import wraps

from flask import g, jsonify, request

from conduit.services import user_service


def _load_user():
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        return user_service.user_from_token(header[6:])
    return None


def auth(required: bool = True):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            g.user = _load_user()
            if required and g.user is None:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return fn(*args, **kwargs)
        return wrapper
    return decorator
