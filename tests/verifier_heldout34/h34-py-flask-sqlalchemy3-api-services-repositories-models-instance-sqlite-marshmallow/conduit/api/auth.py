import functools

import jwt
from flask import current_app, jsonify, request

from ..services import user_service


def current_user_required(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return jsonify(errors={"token": ["missing"]}), 401
        payload = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
        return view(user_service.get_user(payload["sub"]), *args, **kwargs)
    return wrapper
