from flask import Blueprint, g, jsonify, request

from app.services.user_service import ServiceError

bp = Blueprint("users", __name__, url_prefix="/api")


def user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": ""}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = g.container.user_service.register(data.get("username"), data.get("email"), data.get("password"))
    except ServiceError as err:
        return jsonify(errors=err.errors), err.status
    return jsonify(user_json(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    try:
        user = g.container.user_service.login(data.get("email"), data.get("password"))
    except ServiceError as err:
        return jsonify(errors=err.errors), err.status
    return jsonify(user_json(user))
