import jwt
from flask import Blueprint, current_app, jsonify, request

from ..services.profile_service import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)


def _service() -> ProfileService:
    return current_app.extensions["services"].profiles


def _viewer_id() -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return int(jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        return None


def _not_found():
    return jsonify({"errors": {"profile": ["not found"]}}), 404


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        return jsonify({"profile": _service().get(username, _viewer_id()).to_dict()})
    except ProfileNotFound:
        return _not_found()


@bp.post("/profiles/<username>/follow")
def follow(username):
    viewer = _viewer_id()
    if viewer is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    try:
        return jsonify({"profile": _service().follow(username, viewer).to_dict()})
    except ProfileNotFound:
        return _not_found()


@bp.delete("/profiles/<username>/follow")
def unfollow(username):
    viewer = _viewer_id()
    if viewer is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    try:
        return jsonify({"profile": _service().unfollow(username, viewer).to_dict()})
    except ProfileNotFound:
        return _not_found()
