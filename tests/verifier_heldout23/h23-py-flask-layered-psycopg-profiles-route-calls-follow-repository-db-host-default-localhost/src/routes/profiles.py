from flask import Blueprint, g

from ..repositories.follow_repository import FollowRepository
from ..services.profile_service import ProfileService
from .auth import require_auth

bp = Blueprint("profiles", __name__)
profiles = ProfileService()
follows = FollowRepository()


@bp.get("/profiles/<username>")
@require_auth(optional=True)
def get_profile(username):
    return {"profile": profiles.get(username, g.user).to_dict()}


@bp.post("/profiles/<username>/follow")
@require_auth()
def follow(username):
    target = profiles.get_user(username)
    follows.follow(g.user.id, target.id)
    return {"profile": profiles.get(username, g.user).to_dict()}


@bp.delete("/profiles/<username>/follow")
@require_auth()
def unfollow(username):
    target = profiles.get_user(username)
    follows.unfollow(g.user.id, target.id)
    return {"profile": profiles.get(username, g.user).to_dict()}
