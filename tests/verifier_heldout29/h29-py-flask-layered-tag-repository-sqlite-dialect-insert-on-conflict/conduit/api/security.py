from functools import wraps

import jwt
from flask import current_app, g, jsonify, request


def auth_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        try:
            payload = jwt.decode(header.removeprefix("Token "), current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        g.user_id = int(payload["sub"])
        return view(*args, **kwargs)

    return wrapper
