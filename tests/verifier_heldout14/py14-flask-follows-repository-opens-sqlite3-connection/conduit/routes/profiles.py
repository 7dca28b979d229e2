from flask import Blueprint, g, jsonify

from conduit.routes.auth import auth_optional, auth_required
from conduit.services.profile_service import ProfileService

bp = Blueprint("profiles", __name__)
service = ProfileService()


@bp.get("/profiles/<username>")
@auth_optional
def get_profile(username: str):
    return jsonify({"profile": service.view(username, g.user)})


@bp.post("/profiles/<username>/follow")
@auth_required
def follow(username: str):
    return jsonify({"profile": service.follow(username, g.user)})


@bp.delete("/profiles/<username>/follow")
@auth_required
def unfollow(username: str):
    return jsonify({"profile": service.unfollow(username, g.user)})
