from flask import Blueprint, jsonify, request

from ..services import tokens
from ..services.user_service import UserService
from .auth import token_auth

bp = Blueprint("users", __name__)
service = UserService()


def _user(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}}


def _payload():
    return (request.get_json(silent=True) or {}).get("user") or {}


@bp.post("/users")
def register():
    data = _payload()
    user, token = service.register(data.get("username"), data.get("email"), data.get("password"))
    return jsonify(_user(user, token)), 201


@bp.post("/users/login")
def login():
    data = _payload()
    user, token = service.login(data.get("email"), data.get("password"))
    return jsonify(_user(user, token))


@bp.get("/user")
@token_auth.login_required
def me():
    user = token_auth.current_user()
    return jsonify(_user(user, tokens.issue(user.id)))


@bp.put("/user")
@token_auth.login_required
def update_me():
    user = service.update(token_auth.current_user(), _payload())
    return jsonify(_user(user, tokens.issue(user.id)))
