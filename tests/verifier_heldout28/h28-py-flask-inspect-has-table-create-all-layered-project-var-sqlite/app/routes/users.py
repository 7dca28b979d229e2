from flask import Blueprint, g, request

from app.routes.auth import with_user
from app.services.user_service import UserService

bp = Blueprint("users", __name__)
service = UserService()


def _render(user):
    return {"user": {"email": user.email, "token": service.token(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    return _render(service.register(body.get("username", ""), body.get("email", ""), body.get("password", ""))), 201


@bp.post("/users/login")
def login():
    body = (request.get_json(silent=True) or {}).get("user") or {}
    return _render(service.login(body.get("email", ""), body.get("password", "")))


@bp.get("/user")
@with_user()
def current():
    return _render(g.user)
