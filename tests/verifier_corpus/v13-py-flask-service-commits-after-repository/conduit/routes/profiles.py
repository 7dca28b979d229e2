from flask import Blueprint, jsonify

from conduit.routes import current_user_id
from conduit.services import NotFound, profile_service

bp = Blueprint("profiles", __name__, url_prefix="/api/profiles")


@bp.get("/<username>")
def show(username: str):
    try:
        return jsonify(profile=profile_service.get_profile(username, current_user_id()))
    except NotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.post("/<username>/follow")
def follow(username: str):
    user_id = current_user_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    try:
        return jsonify(profile=profile_service.follow(user_id, username))
    except NotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.delete("/<username>/follow")
def unfollow(username: str):
    user_id = current_user_id()
    if user_id is None:
        return jsonify(errors={"body": ["unauthorized"]}), 401
    try:
        return jsonify(profile=profile_service.unfollow(user_id, username))
    except NotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
