from functools import wraps

from flask import g, jsonify, request

from conduit.services import auth_service


def _token():
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    return token if scheme in ("Token", "Bearer") and token else None


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        g.current_user = auth_service.user_for_token(token) if token else None
        if g.current_user is None:
            return jsonify(errors={"body": ["unauthorized"]}), 401
        return view(*args, **kwargs)
    return wrapper


def login_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        token = _token()
        g.current_user = auth_service.user_for_token(token) if token else None
        return view(*args, **kwargs)
    return wrapper
