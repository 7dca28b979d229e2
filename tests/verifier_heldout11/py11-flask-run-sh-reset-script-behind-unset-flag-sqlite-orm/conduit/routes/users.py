from flask import Blueprint, g, request

from ..services import ServiceError
from ..services.user_service import UserService
from . import current_user, error_response

bp = Blueprint("users", __name__)
service = UserService()


def user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": service.token_for(user)}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user = service.register(data.get("username"), data.get("email"), data.get("password"))
    except ServiceError as exc:
        return error_response(exc)
    return user_json(user), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user = service.login(data.get("email"), data.get("password"))
    except ServiceError as exc:
        return error_response(exc)
    return user_json(user)


@bp.get("/user")
@current_user()
def me():
    return user_json(g.user)


@bp.put("/user")
@current_user()
def update_me():
    data = (request.get_json(silent=True) or {}).get("user", {})
    return user_json(service.update(g.user, data))
