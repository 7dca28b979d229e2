from functools import wraps

from flask import current_app, g, jsonify, request


def managers():
    return current_app.extensions["managers"]


def auth(optional: bool = False):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            g.user = managers()["users"].user_for_token(token) if scheme == "Token" and token else None
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return fn(*args, **kwargs)

        return wrapper

    return decorator
