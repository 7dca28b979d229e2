from flask import Blueprint, abort, request

from conduit.services.profiles import ProfileNotFound, profile_service
from conduit.services.tokens import user_id_from_header

bp = Blueprint("profiles", __name__)


def _viewer() -> int | None:
    return user_id_from_header(request.headers.get("Authorization"))


@bp.get("/profiles/<username>")
def get_profile(username: str):
    try:
        return {"profile": profile_service().get(username, _viewer())}
    except ProfileNotFound:
        abort(404)


@bp.post("/profiles/<username>/follow")
def follow(username: str):
    viewer = _viewer()
    if viewer is None:
        abort(401)
    try:
        return {"profile": profile_service().follow(username, viewer)}
    except ProfileNotFound:
        abort(404)


@bp.delete("/profiles/<username>/follow")
def unfollow(username: str):
    viewer = _viewer()
    if viewer is None:
        abort(401)
    try:
        return {"profile": profile_service().unfollow(username, viewer)}
    except ProfileNotFound:
        abort(404)
