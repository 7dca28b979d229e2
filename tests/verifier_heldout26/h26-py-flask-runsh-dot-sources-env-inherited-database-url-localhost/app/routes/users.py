from flask import Blueprint, jsonify, request

from app.services.errors import AuthError
from app.services.users import UserService

users_bp = Blueprint("users", __name__)
service = UserService()


@users_bp.post("/users")
def register():
    data = request.get_json()["user"]
    return jsonify(user=service.register(data["username"], data["email"], data["password"])), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    try:
        return jsonify(user=service.login(data["email"], data["password"]))
    except AuthError:
        return jsonify(errors={"credentials": ["invalid"]}), 401
