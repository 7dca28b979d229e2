import functools

import jwt
from flask import current_app, g, jsonify, request

from ..services.user_service import UserService

users = UserService()


def login_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return jsonify(errors={"body": ["unauthorized"]}), 401
        try:
            payload = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return jsonify(errors={"body": ["unauthorized"]}), 401
        g.user = users.get_by_id(payload["sub"])
        return view(*args, **kwargs)

    return wrapper


def current_user():
    return g.user
