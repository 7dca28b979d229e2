from functools import wraps

from flask import g, jsonify, request

from ..services import user_service


def token_auth(required=True):
    def decorator(view):
        @wraps(view)
        def wrapped(*args, **kwargs):
            header = request.headers.get("Authorization", "")
            token = header.split(" ", 1)[1] if header.startswith("Token ") else None
            g.current_user = user_service.from_token(token) if token else None
            if required and g.current_user is None:
                return jsonify({"errors": {"body": ["unauthorized"]}}), 401
            return view(*args, **kwargs)
        return wrapped
    return decorator
