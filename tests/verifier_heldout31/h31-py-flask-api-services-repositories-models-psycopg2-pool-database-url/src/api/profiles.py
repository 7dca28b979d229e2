from flask import Blueprint, jsonify, request

from services.profile_service import ProfileNotFound, ProfileService


def _viewer_id() -> int | None:
    value = request.headers.get("X-User-Id")
    return int(value) if value else None


def build_profiles_blueprint(service: ProfileService) -> Blueprint:
    bp = Blueprint("profiles", __name__)

    @bp.get("/profiles/<username>")
    def get_profile(username):
        try:
            profile = service.get(username, _viewer_id())
        except ProfileNotFound:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile=profile.to_public())

    @bp.post("/profiles/<username>/follow")
    def follow(username):
        viewer = _viewer_id()
        if viewer is None:
            return jsonify(errors={"auth": ["required"]}), 401
        try:
            profile = service.follow(viewer, username)
        except ProfileNotFound:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile=profile.to_public())

    @bp.delete("/profiles/<username>/follow")
    def unfollow(username):
        viewer = _viewer_id()
        if viewer is None:
            return jsonify(errors={"auth": ["required"]}), 401
        try:
            profile = service.unfollow(viewer, username)
        except ProfileNotFound:
            return jsonify(errors={"profile": ["not found"]}), 404
        return jsonify(profile=profile.to_public())

    return bp
