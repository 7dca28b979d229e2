from flask import Blueprint, g, jsonify

from conduit.blueprints.common import auth, registry
from conduit.services.users import UserError

bp = Blueprint("profiles", __name__)


def profile_json(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@bp.get("/<username>")
@auth(required=False)
def get_profile(username):
    try:
        return jsonify(profile_json(*registry().user_service.profile(username, g.user)))
    except UserError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status


@bp.post("/<username>/follow")
@auth()
def follow(username):
    try:
        return jsonify(profile_json(*registry().user_service.set_follow(g.user, username, True)))
    except UserError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status


@bp.delete("/<username>/follow")
@auth()
def unfollow(username):
    try:
        return jsonify(profile_json(*registry().user_service.set_follow(g.user, username, False)))
    except UserError as exc:
        return jsonify(errors={"body": [str(exc)]}), exc.status
