import jwt
from flask import Blueprint, current_app, jsonify, request

from app.services import profile_service

profiles_bp = Blueprint("profiles", __name__)


def _viewer_id():
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])["sub"]
    except jwt.PyJWTError:
        return None


def _dump(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@profiles_bp.route("/profiles/<username>", methods=["GET"])
def get_profile(username):
    try:
        return jsonify(_dump(*profile_service.get_profile(username, _viewer_id())))
    except profile_service.ProfileNotFound:
        return jsonify({"errors": {"body": ["Profile not found"]}}), 404


@profiles_bp.route("/profiles/<username>/follow", methods=["POST", "DELETE"])
def follow(username):
    viewer = _viewer_id()
    if viewer is None:
        return jsonify({"errors": {"body": ["Unauthorized"]}}), 401
    action = profile_service.follow if request.method == "POST" else profile_service.unfollow
    return jsonify(_dump(*action(username, viewer)))
