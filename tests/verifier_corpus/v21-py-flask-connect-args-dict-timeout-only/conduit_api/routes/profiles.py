from flask import Blueprint, abort, jsonify

from conduit_api.services.profiles import profile_view

bp = Blueprint("profiles", __name__)


@bp.get("/api/profiles/<username>")
def get_profile(username):
    view = profile_view(username)
    if view is None:
        abort(404)
    return jsonify({"profile": view})
