from functools import wraps

from flask import g, jsonify, request

from ..services import user_service


def token_required(optional=False):
    def decorator(view):
        @wraps(view)
        def wrapped(*args, **kwargs):
            scheme, _, token = request.headers.get("Authorization", "").partition(" ")
            g.user = user_service.resolve_token(token) if scheme == "Token" and token else None
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return view(*args, **kwargs)

        return wrapped

    return decorator
