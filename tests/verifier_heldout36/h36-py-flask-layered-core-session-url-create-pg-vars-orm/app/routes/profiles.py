from flask import Blueprint, jsonify

from app.services.profile_service import ProfileNotFound, ProfileService

profiles_bp = Blueprint("profiles", __name__)
service = ProfileService()


@profiles_bp.get("/<username>")
def get_profile(username):
    try:
        return jsonify(profile=service.get(username))
    except ProfileNotFound:
        return jsonify(errors={"body": ["profile not found"]}), 404
