from flask import Blueprint, request, jsonify, g

from .helpers import current_user, user_service, error_response
from ..services.user_service import ServiceError

bp = Blueprint("users", __name__)


def user_json(user):
    return {"user": {"email": user.email, "token": user_service.token_for(user),
                     "username": user.username, "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    except ServiceError as err:
        return error_response(err)
    return jsonify(user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = user_service.login(data.get("email"), data.get("password"))
    except ServiceError as err:
        return error_response(err)
    return jsonify(user_json(user))


@bp.get("/user")
@current_user()
def me():
    return jsonify(user_json(g.user))


@bp.get("/profiles/<username>")
@current_user(optional=True)
def profile(username):
    try:
        user, following = user_service.profile(username, g.user)
    except ServiceError as err:
        return error_response(err)
    return jsonify({"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}})
