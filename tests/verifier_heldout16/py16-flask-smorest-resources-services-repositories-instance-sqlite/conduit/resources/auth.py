import functools

import jwt
from flask import current_app, g, request
from flask_smorest import abort


def login_required(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        header = request.headers.get("Authorization", "")
        if not header.startswith("Token "):
            abort(401)
        try:
            claims = jwt.decode(header[6:], current_app.config.get("SECRET_KEY") or "dev", algorithms=["HS256"])
        except jwt.PyJWTError:
            abort(401)
        g.user_id = claims["sub"]
        return fn(*args, **kwargs)
    return wrapper
