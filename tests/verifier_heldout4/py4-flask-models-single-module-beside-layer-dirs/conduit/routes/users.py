from flask import Blueprint, request
from flask_jwt_extended import create_access_token, get_jwt_identity, jwt_required

from conduit.services import users as user_service

bp = Blueprint("users", __name__)


def user_payload(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": create_access_token(identity=str(user.id))}}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    return user_payload(user_service.register(data["username"], data["email"], data["password"])), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    return user_payload(user_service.authenticate(data["email"], data["password"]))


@bp.get("/user")
@jwt_required()
def me():
    return user_payload(user_service.current(int(get_jwt_identity())))


@bp.post("/profiles/<username>/follow")
@jwt_required()
def follow(username: str):
    me = user_service.current(int(get_jwt_identity()))
    target = user_service.follow(me, username)
    return {"profile": {"username": target.username, "bio": target.bio,
                        "image": target.image, "following": True}}
