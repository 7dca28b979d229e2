from flask import Blueprint, g, jsonify, request

from conduit.routes.auth import auth
from conduit.services import ServiceError, user_service

bp = Blueprint("users", __name__)


def _user_body(user, token):
    return {"user": {"email": user.email, "token": token, "username": user.username,
                     "bio": user.bio, "image": user.image}}


@bp.errorhandler(ServiceError)
def _service_error(err):
    return jsonify(errors={"body": [str(err)]}), err.status


@bp.post("/users")
def register():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user, token = user_service.register(data.get("username"), data.get("email"), data.get("password"))
    return jsonify(_user_body(user, token)), 201


@bp.post("/users/login")
def login():
    data = (request.get_json(silent=True) or {}).get("user") or {}
    user, token = user_service.login(data.get("email"), data.get("password"))
    return jsonify(_user_body(user, token))


@bp.get("/profiles/<username>")
@auth(required=False)
def get_profile(username):
    return jsonify(profile=user_service.profile(username, g.user))


@bp.post("/profiles/<username>/follow")
@auth()
def follow(username):
    return jsonify(profile=user_service.follow(g.user, username, True))


@bp.delete("/profiles/<username>/follow")
@auth()
def unfollow(username):
    return jsonify(profile=user_service.follow(g.user, username, False))
