from flask import Blueprint, request
from injector import inject

from app.services.user_service import UserService

bp = Blueprint("users", __name__)


def _user_json(service, user):
    return {"user": {"email": user.email, "token": service.token(user), "username": user.username,
                     "bio": user.bio or "", "image": user.image}}


@bp.route("/users", methods=["POST"])
@inject
def register(users: UserService):
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = users.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return _user_json(users, user), 201


@bp.route("/users/login", methods=["POST"])
@inject
def login(users: UserService):
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return _user_json(users, users.login(data.get("email", ""), data.get("password", "")))
