from datetime import datetime, timedelta, timezone
from functools import wraps

import bcrypt
import jwt
from flask import current_app, g, jsonify, request

from .extensions import db
from .models import User


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def check_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def make_token(user: User) -> str:
    ttl = timedelta(hours=current_app.config["JWT_TTL_HOURS"])
    payload = {"sub": str(user.id), "exp": datetime.now(timezone.utc) + ttl}
    return jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")


def _user_from_header():
    header = request.headers.get("Authorization", "")
    scheme, _, token = header.partition(" ")
    if scheme not in ("Token", "Bearer") or not token:
        return None
    try:
        payload = jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return db.session.get(User, int(payload["sub"]))


def auth_required(optional: bool = False):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            g.user = _user_from_header()
            if g.user is None and not optional:
                return jsonify(errors={"body": ["unauthorized"]}), 401
            return view(*args, **kwargs)

        return wrapper

    return decorator
