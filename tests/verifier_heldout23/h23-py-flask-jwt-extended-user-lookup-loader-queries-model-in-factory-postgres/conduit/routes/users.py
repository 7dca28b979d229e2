from flask import request
from flask_jwt_extended import create_access_token, current_user, jwt_required

from ..services.user_service import UserService
from . import api
from .serializers import profile_json, user_json

users = UserService()


@api.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = users.register(data.get("username"), data.get("email"), data.get("password"))
    return user_json(user, create_access_token(identity=str(user.id))), 201


@api.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = users.login(data.get("email"), data.get("password"))
    return user_json(user, create_access_token(identity=str(user.id)))


@api.get("/user")
@jwt_required()
def me():
    token = request.headers["Authorization"].split(" ", 1)[1]
    return user_json(current_user, token)


@api.put("/user")
@jwt_required()
def update_me():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user = users.update(current_user, dict(data))
    token = request.headers["Authorization"].split(" ", 1)[1]
    return user_json(user, token)


@api.get("/profiles/<username>")
@jwt_required(optional=True)
def profile(username):
    return {"profile": profile_json(users.profile(username), current_user)}
