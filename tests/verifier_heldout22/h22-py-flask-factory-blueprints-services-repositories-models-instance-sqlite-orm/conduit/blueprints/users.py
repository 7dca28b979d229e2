from flask import Blueprint, jsonify, request

from conduit.services import user_service

bp = Blueprint("users", __name__)


def _user_json(user, token):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": token}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user, token = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    except user_service.AuthError as exc:
        return jsonify(errors={"username": [str(exc)]}), 409
    return jsonify(_user_json(user, token)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user, token = user_service.login(data.get("email"), data.get("password"))
    except user_service.AuthError as exc:
        return jsonify(errors={"credentials": [str(exc)]}), 401
    return jsonify(_user_json(user, token))
