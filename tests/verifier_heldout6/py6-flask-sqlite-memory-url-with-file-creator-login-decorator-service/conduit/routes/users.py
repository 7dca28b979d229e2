from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import login_required
from conduit.services import auth_service

bp = Blueprint("users", __name__)


def _user(u):
    return {"user": {"email": u.email, "username": u.username, "bio": u.bio, "image": u.image,
                     "token": auth_service.issue_token(u)}}


@bp.post("/users")
def register():
    data = request.get_json(force=True).get("user", {})
    try:
        user = auth_service.register(data["username"], data["email"], data["password"])
    except auth_service.AuthError as exc:
        return jsonify(errors={"username": [str(exc)]}), 422
    return jsonify(_user(user)), 201


@bp.post("/users/login")
def login():
    data = request.get_json(force=True).get("user", {})
    try:
        return jsonify(_user(auth_service.login(data["email"], data["password"])))
    except auth_service.AuthError as exc:
        return jsonify(errors={"credentials": [str(exc)]}), 401


@bp.get("/user")
@login_required
def me():
    return jsonify(_user(g.current_user))
