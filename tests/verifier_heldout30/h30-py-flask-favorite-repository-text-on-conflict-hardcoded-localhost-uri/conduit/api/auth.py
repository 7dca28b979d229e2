from flask import Blueprint, jsonify, request

from conduit.api.common import auth_service, error
from conduit.services.exceptions import ServiceException

bp = Blueprint("auth", __name__)


def _user(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth_service.token(user)}}


@bp.route("/users", methods=["POST"])
def register():
    data = request.get_json(force=True).get("user", {})
    try:
        user = auth_service.register(data.get("username"), data.get("email"), data.get("password", ""))
    except ServiceException as exc:
        return error(exc)
    return jsonify(_user(user)), 201


@bp.route("/users/login", methods=["POST"])
def login():
    data = request.get_json(force=True).get("user", {})
    try:
        return jsonify(_user(auth_service.login(data.get("email"), data.get("password", ""))))
    except ServiceException as exc:
        return error(exc)
