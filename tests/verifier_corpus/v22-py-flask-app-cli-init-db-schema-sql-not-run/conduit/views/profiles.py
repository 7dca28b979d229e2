from flask import Blueprint, jsonify

from conduit.services import profiles

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
def get_profile(username: str):
    profile = profiles.get_profile(username)
    if profile is None:
        return jsonify({"errors": {"body": ["profile not found"]}}), 404
    return jsonify({"profile": profile})
