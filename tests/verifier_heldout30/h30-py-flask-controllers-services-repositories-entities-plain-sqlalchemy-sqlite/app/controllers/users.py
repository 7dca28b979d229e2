from flask import Blueprint, jsonify, request

from app.controllers import error_response, services
from app.services.errors import ServiceError

bp = Blueprint("users", __name__)


def _user_json(user, token):
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": token}}


@bp.post("/users")
def register():
    payload = (request.get_json(silent=True) or {}).get("user", {})
    auth = services()["auth"]
    try:
        user = auth.register(payload.get("username", ""), payload.get("email", ""), payload.get("password", ""))
    except ServiceError as err:
        return error_response(err)
    return jsonify(_user_json(user, auth.token_for(user))), 201


@bp.post("/users/login")
def login():
    payload = (request.get_json(silent=True) or {}).get("user", {})
    auth = services()["auth"]
    try:
        user = auth.login(payload.get("email", ""), payload.get("password", ""))
    except ServiceError as err:
        return error_response(err)
    return jsonify(_user_json(user, auth.token_for(user)))
