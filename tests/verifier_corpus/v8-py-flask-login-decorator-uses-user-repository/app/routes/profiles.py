from flask import Blueprint, g

from app.request_helpers import login_required, profile_service

bp = Blueprint("profiles", __name__)


@bp.post("/profiles/<username>/follow")
@login_required
def follow(username: str):
    return {"profile": profile_service().follow(g.current_user, username)}


@bp.delete("/profiles/<username>/follow")
@login_required
def unfollow(username: str):
    return {"profile": profile_service().unfollow(g.current_user, username)}
