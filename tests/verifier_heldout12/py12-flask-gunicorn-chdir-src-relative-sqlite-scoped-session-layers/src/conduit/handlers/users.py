from flask import Blueprint, g, jsonify, request

from conduit.handlers.common import profile_json, with_user
from conduit.services import accounts

bp = Blueprint("users", __name__)


def user_json(user):
    return {"user": {"username": user.username, "email": user.email, "bio": user.bio,
                     "image": user.image, "token": accounts.issue_token(user)}}


@bp.post("/users")
def register():
    body = request.get_json(force=True)["user"]
    return jsonify(user_json(accounts.register(body["username"], body["email"], body["password"]))), 201


@bp.post("/users/login")
def login():
    body = request.get_json(force=True)["user"]
    user = accounts.authenticate(body["email"], body["password"])
    if user is None:
        return jsonify(errors={"credentials": ["invalid"]}), 401
    return jsonify(user_json(user))


@bp.get("/profiles/<username>")
@with_user(required=False)
def get_profile(username):
    user, following = accounts.profile(username, g.user)
    return jsonify(profile=profile_json(user, following))


@bp.route("/profiles/<username>/follow", methods=["POST", "DELETE"])
@with_user()
def follow(username):
    on = request.method == "POST"
    return jsonify(profile=profile_json(accounts.follow(g.user, username, on), on))
