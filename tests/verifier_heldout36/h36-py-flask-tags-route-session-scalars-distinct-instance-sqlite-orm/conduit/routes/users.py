from flask import Blueprint, jsonify, request

from conduit.services.user_service import UserService

users_bp = Blueprint("users", __name__)
service = UserService()


@users_bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = service.register(data["username"], data["email"], data["password"])
    return jsonify(user={"username": user.username, "email": user.email}), 201
