from functools import wraps

import jwt
from flask import current_app, jsonify, request


def _decode():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return payload.get("sub")


def current_user_id(optional: bool = False):
    return _decode()


def require_auth(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        if _decode() is None:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        return view(*args, **kwargs)
    return wrapper
