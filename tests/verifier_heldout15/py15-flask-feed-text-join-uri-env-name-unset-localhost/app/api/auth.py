from functools import wraps

import jwt
from flask import current_app, g, jsonify, request

from app.extensions import db
from app.models import User


def token_required(fn):
    @wraps(fn)
    def wrapper(*args, **kwargs):
        auth = request.headers.get("Authorization", "")
        if not auth.startswith("Token "):
            return jsonify({"errors": {"body": ["missing token"]}}), 401
        try:
            data = jwt.decode(auth[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.InvalidTokenError:
            return jsonify({"errors": {"body": ["invalid token"]}}), 401
        g.user = db.session.get(User, data["user_id"])
        return fn(*args, **kwargs)
    return wrapper
