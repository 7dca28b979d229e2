from flask import Blueprint, jsonify, request

from ..services import auth_service

users_bp = Blueprint("users", __name__)


def _user_json(user) -> dict:
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": auth_service.make_token(user)}}


@users_bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = auth_service.register(data["username"], data["email"], data["password"])
    return jsonify(_user_json(user)), 201


@users_bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = auth_service.login(data.get("email", ""), data.get("password", ""))
    if user is None:
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify(_user_json(user))
