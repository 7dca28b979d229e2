from flask import Blueprint, jsonify

from app.routes.auth import current_user_id
from app.services.errors import NotFoundError
from app.services.profiles import ProfileService

profiles_bp = Blueprint("profiles", __name__)
service = ProfileService()


@profiles_bp.get("/profiles/<username>")
def get_profile(username: str):
    try:
        return jsonify(profile=service.get(username, current_user_id(required=False)))
    except NotFoundError:
        return jsonify(errors={"profile": ["not found"]}), 404


@profiles_bp.post("/profiles/<username>/follow")
def follow(username: str):
    try:
        return jsonify(profile=service.follow(username, current_user_id()))
    except NotFoundError:
        return jsonify(errors={"profile": ["not found"]}), 404
