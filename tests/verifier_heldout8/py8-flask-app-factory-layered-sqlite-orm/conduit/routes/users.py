from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import login_required
from conduit.services.auth_service import AuthService

bp = Blueprint("users", __name__)
auth = AuthService()


def _user_body(user):
    return {"user": {"email": user.email, "token": auth.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = auth.register(data.get("username", ""), data.get("email", ""), data.get("password", ""))
    return jsonify(_user_body(user)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    return jsonify(_user_body(auth.login(data.get("email", ""), data.get("password", ""))))


@bp.get("/user")
@login_required
def current_user():
    return jsonify(_user_body(g.user))
