from flask import Blueprint, g, request

from conduit.routes.auth import load_user
from conduit.services import user_service

bp = Blueprint("users", __name__)


def user_json(user):
    return {"user": {"email": user.email, "token": user_service.token_for(user), "username": user.username,
                     "bio": user.bio, "image": user.image}}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    return user_json(user_service.register(data["username"], data["email"], data["password"])), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    return user_json(user_service.login(data["email"], data["password"]))


@bp.get("/user")
@load_user()
def current():
    return user_json(g.user)


@bp.post("/profiles/<username>/follow")
@load_user()
def follow(username):
    target = user_service.set_following(g.user, username, True)
    return {"profile": {"username": target.username, "bio": target.bio, "image": target.image,
                        "following": True}}
