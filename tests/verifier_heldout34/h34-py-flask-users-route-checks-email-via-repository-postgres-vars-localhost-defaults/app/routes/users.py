from flask import Blueprint, jsonify, request

from ..repositories.user_repository import UserRepository
from ..services.user_service import UserService

users_bp = Blueprint("users", __name__)
service = UserService()
user_repo = UserRepository()


def _user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}


@users_bp.post("/users")
def register():
    data = request.get_json().get("user", {})
    errors = {}
    if user_repo.find_by_email(data.get("email")):
        errors["email"] = ["has already been taken"]
    if user_repo.find_by_username(data.get("username")):
        errors["username"] = ["has already been taken"]
    if errors:
        return jsonify(errors=errors), 422
    user = service.register(data["username"], data["email"], data["password"])
    return jsonify(_user_json(user)), 201


@users_bp.post("/users/login")
def login():
    data = request.get_json().get("user", {})
    user = service.login(data.get("email"), data.get("password"))
    if user is None:
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(_user_json(user))
