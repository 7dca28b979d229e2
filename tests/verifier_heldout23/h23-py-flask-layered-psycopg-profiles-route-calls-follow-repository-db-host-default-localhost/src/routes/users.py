from flask import Blueprint, g, request

from .auth import auth_service, require_auth

bp = Blueprint("users", __name__)


def _out(user):
    return {"user": {"email": user.email, "token": auth_service.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    return _out(auth_service.register(data.get("username"), data.get("email"), data.get("password"))), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    return _out(auth_service.login(data.get("email"), data.get("password")))


@bp.get("/user")
@require_auth()
def me():
    return _out(g.user)
