from functools import wraps

import jwt
from flask import current_app, g, jsonify, request


def token_for(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id)}, current_app.config["JWT_SECRET"], algorithm="HS256")


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        try:
            payload = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        g.user_id = int(payload["sub"])
        return view(*args, **kwargs)

    return wrapper
