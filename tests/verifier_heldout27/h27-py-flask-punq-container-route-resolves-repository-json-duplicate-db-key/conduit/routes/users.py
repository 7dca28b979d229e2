from flask import Blueprint, jsonify, request

from ..container import container
from ..services.user_service import UserService

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = container.resolve(UserService).register(data["username"], data["email"], data["password"])
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio, "image": user.image}), 201
