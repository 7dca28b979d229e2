from flask import Blueprint, current_app, jsonify

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
def get_profile(username):
    profile = current_app.extensions["services"].profiles.get_profile(username)
    if profile is None:
        return jsonify(errors={"body": ["profile not found"]}), 404
    return jsonify(profile=profile)
