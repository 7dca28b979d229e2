from dataclasses import asdict

from flask import Blueprint

from ..services import profile_service

profiles_bp = Blueprint("profiles", __name__)


@profiles_bp.get("/profiles/<username>")
def get_profile(username):
    profile = profile_service.get_profile(username)
    if profile is None:
        return {"errors": {"profile": ["not found"]}}, 404
    return {"profile": asdict(profile)}
