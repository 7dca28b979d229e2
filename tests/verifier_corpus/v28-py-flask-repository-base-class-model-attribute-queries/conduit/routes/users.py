from flask import Blueprint, jsonify, request

from conduit.services import users
from conduit.services.profiles import profiles

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    body = request.get_json()["user"]
    user = users.register(body["username"], body["email"])
    return jsonify({"user": {"username": user.username, "email": user.email}}), 201


@bp.get("/health-check")
def health():
    return jsonify({"status": "ok"})


@bp.get("/profiles/<int:pk>")
def profile(pk):
    user = profiles.by_id(pk)
    return jsonify({"profile": {"username": user.username}})
