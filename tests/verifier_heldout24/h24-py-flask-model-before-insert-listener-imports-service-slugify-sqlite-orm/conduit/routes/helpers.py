from functools import wraps

from flask import request, g, jsonify

from ..services.user_service import UserService, ServiceError

user_service = UserService()


def current_user(optional=False):
    def deco(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            g.user = None
            if header.startswith("Token "):
                g.user = user_service.user_from_token(header[6:])
            if g.user is None and not optional:
                return jsonify({"errors": {"token": ["missing or invalid"]}}), 401
            return fn(*args, **kwargs)
        return wrapper
    return deco


def error_response(err: ServiceError):
    return jsonify({"errors": err.errors}), err.status
