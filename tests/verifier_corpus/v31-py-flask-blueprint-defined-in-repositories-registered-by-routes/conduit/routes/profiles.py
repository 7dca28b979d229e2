from flask import Blueprint, jsonify

from conduit.services.profile_service import ProfileNotFound, get_profile

profiles_bp = Blueprint("profiles", __name__, url_prefix="/api")


@profiles_bp.get("/profiles/<username>")
def show(username: str):
    try:
        return jsonify(profile=get_profile(username))
    except ProfileNotFound:
        return jsonify(errors={"body": ["profile not found"]}), 404
