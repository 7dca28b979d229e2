from flask import Blueprint, g, request

from conduit.routes.helpers import authenticated
from conduit.services import auth_service

bp = Blueprint("users", __name__)


def _user_json(user):
    return {"user": {"email": user.email, "token": auth_service.token_for(user),
                     "username": user.username, "bio": user.bio or "", "image": user.image}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = auth_service.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return _user_json(user), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return _user_json(auth_service.login(data.get("email", ""), data.get("password", "")))


@bp.get("/user")
@authenticated()
def me():
    return _user_json(g.user)
