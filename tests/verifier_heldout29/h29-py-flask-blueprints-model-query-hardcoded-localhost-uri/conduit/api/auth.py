from functools import wraps

from flask import g, jsonify, request

from ..models import User
from ..services.auth_service import decode_token


def _load_user():
    header = request.headers.get("Authorization", "")
    uid = decode_token(header[6:]) if header.startswith("Token ") else None
    g.user = User.query.get(uid) if uid else None


def login_required(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        _load_user()
        if g.user is None:
            return jsonify({"errors": {"body": ["unauthorized"]}}), 401
        return view(*args, **kwargs)

    return wrapper


def login_optional(view):
    @wraps(view)
    def wrapper(*args, **kwargs):
        _load_user()
        return view(*args, **kwargs)

    return wrapper
