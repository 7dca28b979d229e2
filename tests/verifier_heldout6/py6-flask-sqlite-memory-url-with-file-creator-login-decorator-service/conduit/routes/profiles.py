from flask import Blueprint, g, jsonify

from conduit.routes.auth import login_optional, login_required
from conduit.services import profile_service

bp = Blueprint("profiles", __name__)


def _profile(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@bp.get("/profiles/<username>")
@login_optional
def show(username):
    try:
        return jsonify(_profile(*profile_service.view(username, g.current_user)))
    except profile_service.ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.post("/profiles/<username>/follow")
@login_required
def follow(username):
    try:
        return jsonify(_profile(*profile_service.set_following(g.current_user, username, True)))
    except profile_service.ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404


@bp.delete("/profiles/<username>/follow")
@login_required
def unfollow(username):
    try:
        return jsonify(_profile(*profile_service.set_following(g.current_user, username, False)))
    except profile_service.ProfileNotFound:
        return jsonify(errors={"profile": ["not found"]}), 404
