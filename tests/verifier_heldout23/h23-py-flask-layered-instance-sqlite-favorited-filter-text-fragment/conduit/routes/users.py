from flask import Blueprint, g, request

from ..services import user_service
from .auth import token_auth

bp = Blueprint("users", __name__)


@bp.post("/users")
def register():
    user = user_service.register((request.get_json(silent=True) or {}).get("user", {}))
    return {"user": user_service.serialize(user)}, 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user", {})
    user = user_service.authenticate(data.get("email"), data.get("password"))
    return {"user": user_service.serialize(user)}


@bp.get("/user")
@token_auth()
def current():
    return {"user": user_service.serialize(g.current_user)}


@bp.get("/profiles/<username>")
@token_auth(required=False)
def profile(username):
    return {"profile": user_service.profile(username, g.current_user)}


@bp.post("/profiles/<username>/follow")
@token_auth()
def follow(username):
    return {"profile": user_service.follow(g.current_user, username)}
