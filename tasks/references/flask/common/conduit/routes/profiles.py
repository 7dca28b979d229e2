# feature-file: profiles
from flask import Blueprint, g

from conduit.routes import serializers
from conduit.routes.auth import auth_optional, auth_required
from conduit.services import profiles

bp = Blueprint("profiles", __name__, url_prefix="/profiles")


@bp.get("/<username>")
@auth_optional
def get_profile(username: str):
    return {"profile": serializers.profile(profiles.get(username, g.user))}


# Any request body is ignored: the target is named in the path.
@bp.post("/<username>/follow")
@auth_required
def follow(username: str):
    return {"profile": serializers.profile(profiles.follow(g.user, username))}


@bp.delete("/<username>/follow")
@auth_required
def unfollow(username: str):
    return {"profile": serializers.profile(profiles.unfollow(g.user, username))}
