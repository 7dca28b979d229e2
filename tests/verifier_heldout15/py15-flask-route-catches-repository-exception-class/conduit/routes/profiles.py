from flask import Blueprint, jsonify

from conduit.repositories.errors import RecordNotFound
from conduit.routes.auth import viewer_id
from conduit.services import profile_service

bp = Blueprint("profiles", __name__)


def _not_found(what):
    return jsonify({"errors": {"body": [f"{what} not found"]}}), 404


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        return jsonify({"profile": profile_service.get_profile(username, viewer_id())})
    except RecordNotFound:
        return _not_found("profile")


@bp.post("/profiles/<username>/follow")
def follow(username):
    me = viewer_id()
    if me is None:
        return jsonify({"errors": {"body": ["unauthorized"]}}), 401
    try:
        return jsonify({"profile": profile_service.follow(me, username)})
    except RecordNotFound:
        return _not_found("profile")
