from flask import Blueprint, jsonify
from app.services.profiles import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)
profiles = ProfileService()


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        return jsonify(profile=profiles.get(username))
    except ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
