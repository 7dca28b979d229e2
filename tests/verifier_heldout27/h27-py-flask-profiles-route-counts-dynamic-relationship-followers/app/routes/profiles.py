from flask import Blueprint, jsonify

from ..auth import current_user_id
from ..services.profile_service import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)
service = ProfileService()


def _profile(user, viewer):
    following = False
    if viewer is not None:
        following = user.followers.filter_by(id=viewer.id).count() > 0
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@bp.get("/<username>")
def get_profile(username: str):
    try:
        user = service.get(username)
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(_profile(user, service.viewer(current_user_id())))


@bp.post("/<username>/follow")
def follow(username: str):
    viewer_id = current_user_id()
    if viewer_id is None:
        return jsonify(errors={"token": ["missing"]}), 401
    try:
        user = service.follow(username, viewer_id)
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(_profile(user, service.viewer(viewer_id)))


@bp.delete("/<username>/follow")
def unfollow(username: str):
    viewer_id = current_user_id()
    if viewer_id is None:
        return jsonify(errors={"token": ["missing"]}), 401
    try:
        user = service.unfollow(username, viewer_id)
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
    return jsonify(_profile(user, service.viewer(viewer_id)))
