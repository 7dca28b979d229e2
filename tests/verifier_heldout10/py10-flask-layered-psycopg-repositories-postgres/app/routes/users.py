from flask import Blueprint, jsonify, request

from app.services import user_service

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user", {})
    try:
        user = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    except user_service.UserError as exc:
        return jsonify(errors=exc.errors), 422
    return jsonify(user={"username": user.username, "email": user.email, "bio": user.bio,
                         "image": user.image, "token": ""}), 201
