from flask import Blueprint, jsonify, request

from conduit.services.user_service import UserService

bp = Blueprint("users", __name__)
service = UserService()


def _user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = service.register(data.get("username"), data.get("email"), data.get("password"))
    return jsonify(_user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = service.login(data.get("email"), data.get("password"))
    if user is None:
        return jsonify({"errors": {"credentials": ["invalid"]}}), 401
    return jsonify(_user_json(user))
