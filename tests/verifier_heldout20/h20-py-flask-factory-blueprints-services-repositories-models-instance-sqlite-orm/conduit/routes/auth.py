from functools import wraps

from flask import g, jsonify, request

from conduit.services.user_service import UserService

users = UserService()


def _token():
    header = request.headers.get("Authorization", "")
    if header.startswith("Token "):
        return header[6:]
    return None


def auth_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        g.user = users.user_from_token(token) if token else None
        return view(*args, **kwargs)
    return wrapper


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        g.user = users.user_from_token(token) if token else None
        if g.user is None:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        return view(*args, **kwargs)
    return wrapper
