from functools import wraps

import jwt
from flask import current_app, g, jsonify, request

from app.models.user import User


def current_user():
    return getattr(g, "user", None)


def login_required(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return jsonify({"errors": {"body": ["missing token"]}}), 401
        try:
            payload = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.InvalidTokenError:
            return jsonify({"errors": {"body": ["invalid token"]}}), 401
        g.user = User.query.get(payload["id"])
        return fn(*args, **kwargs)
    return wrapper
