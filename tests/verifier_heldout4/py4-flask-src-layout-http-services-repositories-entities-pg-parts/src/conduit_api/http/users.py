from flask import Blueprint, g, request

from conduit_api.http.common import auth, profile_json, user_service

bp = Blueprint("users", __name__, url_prefix="/api")


def _user_json(user) -> dict:
    return {"user": {"email": user.email, "username": user.username, "bio": user.bio,
                     "image": user.image, "token": user_service().token_for(user)}}


@bp.post("/users")
def register():
    data = request.get_json()["user"]
    user = user_service().register(data["username"], data["email"], data["password"])
    return _user_json(user), 201


@bp.post("/users/login")
def login():
    data = request.get_json()["user"]
    return _user_json(user_service().login(data["email"], data["password"]))


@bp.get("/user")
@auth()
def current_user():
    return _user_json(g.user)


@bp.put("/user")
@auth()
def update_user():
    return _user_json(user_service().update(g.user, request.get_json()["user"]))


@bp.get("/profiles/<username>")
@auth(required=False)
def get_profile(username: str):
    return {"profile": profile_json(user_service().profile(username), g.user)}


@bp.post("/profiles/<username>/follow")
@auth()
def follow(username: str):
    return {"profile": profile_json(user_service().follow(g.user, username), g.user)}


@bp.delete("/profiles/<username>/follow")
@auth()
def unfollow(username: str):
    return {"profile": profile_json(user_service().unfollow(g.user, username), g.user)}
