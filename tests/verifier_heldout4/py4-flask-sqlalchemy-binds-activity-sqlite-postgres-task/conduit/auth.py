from functools import wraps

import jwt
from flask import current_app, g, jsonify, request

from conduit.db import db
from conduit.models import User


def encode(user: User) -> str:
    return jwt.encode({"id": user.id}, current_app.config["SECRET_KEY"], algorithm="HS256")


def login_required(optional: bool = False):
    def wrap(view):
        @wraps(view)
        def inner(*args, **kwargs):
            g.user = None
            header = request.headers.get("Authorization", "")
            if header.startswith("Token "):
                try:
                    payload = jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])
                    g.user = db.session.get(User, payload["id"])
                except jwt.PyJWTError:
                    g.user = None
            if g.user is None and not optional:
                return jsonify({"errors": {"body": ["unauthorized"]}}), 401
            return view(*args, **kwargs)
        return inner
    return wrap
