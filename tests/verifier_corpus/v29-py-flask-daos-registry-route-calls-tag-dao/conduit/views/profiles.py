from flask import Blueprint, current_app, jsonify

from conduit.managers.profile_manager import ProfileNotFound

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        profile = current_app.extensions["managers"]["profiles"].get(username)
    except ProfileNotFound:
        return jsonify(errors={"body": ["profile not found"]}), 404
    return jsonify(profile=profile)
