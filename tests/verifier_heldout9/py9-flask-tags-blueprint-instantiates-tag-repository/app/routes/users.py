from flask import Blueprint, jsonify, request

from ..services.user_service import UserService

users_bp = Blueprint("users", __name__)
service = UserService()


@users_bp.post("/users")
def register():
    data = request.get_json(force=True).get("user", {})
    try:
        user = service.register(data.get("username"), data.get("email"), data.get("password"))
    except ValueError as exc:
        return jsonify(errors={"email": [str(exc)]}), 422
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": ""}), 201
