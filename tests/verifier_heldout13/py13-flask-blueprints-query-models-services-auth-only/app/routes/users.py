from flask import Blueprint, jsonify, request

from app.services import auth_service

users_bp = Blueprint("users", __name__)


def _user_json(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": auth_service.token_for(user)}}


@users_bp.post("/users")
def register():
    data = request.get_json()["user"]
    return jsonify(_user_json(auth_service.register(data["username"], data["email"], data["password"]))), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    try:
        return jsonify(_user_json(auth_service.login(data["email"], data["password"])))
    except auth_service.AuthError as e:
        return jsonify({"errors": {"credentials": [str(e)]}}), 401
