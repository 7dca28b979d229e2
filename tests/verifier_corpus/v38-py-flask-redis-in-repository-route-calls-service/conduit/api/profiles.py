from flask import Blueprint, current_app, jsonify, request

from conduit.services.profile_service import ProfileNotFound

bp = Blueprint("profiles", __name__, url_prefix="/api/profiles")


def _viewer() -> str | None:
    header = request.headers.get("Authorization", "")
    return header.removeprefix("Token ") or None


def _service():
    return current_app.extensions["profile_service"]


@bp.get("/<username>")
def get_profile(username):
    try:
        return jsonify(profile=_service().view(username, _viewer()))
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.post("/<username>/follow")
def follow(username):
    try:
        return jsonify(profile=_service().follow(username, _viewer()))
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.delete("/<username>/follow")
def unfollow(username):
    try:
        return jsonify(profile=_service().unfollow(username, _viewer()))
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
