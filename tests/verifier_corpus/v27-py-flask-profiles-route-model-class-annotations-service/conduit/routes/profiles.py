from flask import Blueprint, jsonify, request

from conduit.models import User
from conduit.services.profile_service import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)


def _viewer_id():
    raw = request.headers.get("X-User-Id")
    return int(raw) if raw and raw.isdigit() else None


def _profile_json(user: User, following: bool) -> dict:
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        user, following = ProfileService().get_profile(username, _viewer_id())
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile=_profile_json(user, following))


@bp.post("/profiles/<username>/follow")
def follow(username):
    viewer = _viewer_id()
    if viewer is None:
        return jsonify(errors={"auth": ["missing"]}), 401
    try:
        user, following = ProfileService().follow(viewer, username)
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile=_profile_json(user, following))
