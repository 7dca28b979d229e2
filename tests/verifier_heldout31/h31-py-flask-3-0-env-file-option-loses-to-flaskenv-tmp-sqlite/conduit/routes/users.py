from flask import Blueprint, jsonify, request

from conduit.services import user_service

users_bp = Blueprint("users", __name__)


@users_bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    return jsonify({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                             "image": user.image, "token": ""}}), 201


@users_bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user = user_service.login(data.get("email"), data.get("password"))
    except user_service.InvalidCredentials:
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify({"user": {"username": user.username, "email": user.email, "bio": user.bio,
                             "image": user.image, "token": ""}})
