from flask import Blueprint, jsonify, request

from conduit.models import get_user_by_username
from conduit.services.profile_service import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)


def _viewer_id():
    raw = request.headers.get("X-User-Id")
    return int(raw) if raw and raw.isdigit() else None


@bp.get("/profiles/<username>")
def get_profile(username):
    user = get_user_by_username(username)
    if user is None:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile=ProfileService().profile_of(user, _viewer_id()))


@bp.post("/profiles/<username>/follow")
def follow(username):
    viewer = _viewer_id()
    if viewer is None:
        return jsonify(errors={"auth": ["missing"]}), 401
    try:
        profile = ProfileService().follow(viewer, username)
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(profile=profile)
