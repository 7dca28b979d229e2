from functools import wraps

from flask import g, jsonify, request

from ..services import ServiceError
from ..services.user_service import UserService


def current_user(required: bool = True):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            token = header.split(" ", 1)[1] if header.startswith("Token ") else None
            g.user = UserService().user_from_token(token) if token else None
            if required and g.user is None:
                return jsonify({"errors": {"token": ["missing or invalid"]}}), 401
            return view(*args, **kwargs)

        return wrapper

    return decorator


def error_response(exc: ServiceError):
    return jsonify({"errors": exc.errors}), exc.status
