from flask import Blueprint, jsonify, request
from app.services import auth

users_bp = Blueprint("users", __name__)


@users_bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = auth.register(data["username"], data["email"], data["password"])
    return jsonify(user={"username": user.username, "email": user.email}), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    user = auth.login(data["email"], data["password"])
    if not user:
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user={"username": user.username, "email": user.email})
