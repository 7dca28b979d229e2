from flask import request

from ..services import auth_service
from . import bp


def _user(user):
    return {"user": {"email": user.email, "token": auth_service.issue_token(user),
                     "username": user.username, "bio": user.bio, "image": user.image}}


@bp.get("/health-check")
def health():
    return {"ok": True}


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user", {})
    return _user(auth_service.register(body.get("username"), body.get("email"), body.get("password"))), 201


@bp.post("/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user", {})
    return _user(auth_service.login(body.get("email"), body.get("password")))
