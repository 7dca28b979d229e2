from flask import Blueprint, jsonify, request

from conduit.services import user_service

bp = Blueprint("users", __name__)


def user_json(user):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": ""}}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    try:
        user = user_service.register(data["username"], data["email"], data["password"])
    except user_service.ValidationError as exc:
        return jsonify({"errors": exc.errors}), 422
    return jsonify(user_json(user)), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    try:
        user = user_service.authenticate(data["email"], data["password"])
    except user_service.ValidationError as exc:
        return jsonify({"errors": exc.errors}), 401
    return jsonify(user_json(user))
