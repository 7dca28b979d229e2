from functools import wraps

from flask import g, jsonify, request

from ..services.auth_service import AuthService

auth_service = AuthService()


def require_auth(optional=False):
    def decorator(fn):
        @wraps(fn)
        def wrapper(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            g.user = auth_service.user_for_token(header[6:]) if header.startswith("Token ") else None
            if g.user is None and not optional:
                return jsonify({"errors": {"body": ["unauthorized"]}}), 401
            return fn(*args, **kwargs)
        return wrapper
    return decorator
