from datetime import datetime, timedelta, timezone
from functools import wraps

import jwt
from flask import current_app, g, jsonify, request

from .extensions import db
from .models import User


def make_token(user: User) -> str:
    ttl = timedelta(minutes=current_app.config["JWT_TTL_MINUTES"])
    payload = {"sub": str(user.id), "exp": datetime.now(timezone.utc) + ttl}
    return jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")


def _current_user():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        payload = jwt.decode(header[6:], current_app.config["JWT_SECRET"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return db.session.get(User, int(payload["sub"]))


def auth_required(optional: bool = False):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            g.user = _current_user()
            if g.user is None and not optional:
                return jsonify({"errors": {"body": ["unauthorized"]}}), 401
            return view(*args, **kwargs)

        return wrapper

    return decorator
