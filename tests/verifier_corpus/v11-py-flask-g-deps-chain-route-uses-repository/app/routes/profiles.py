from flask import Blueprint, abort, g, jsonify, request

from app.services.profiles import ProfileNotFound

bp = Blueprint("profiles", __name__, url_prefix="/api/profiles")


def current_user():
    user_id = request.headers.get("X-User-Id")  # the token check in front of the API sets it
    if not user_id:
        return None
    return g.deps.repositories.users.get(int(user_id))


@bp.get("/<username>")
def get_profile(username):
    try:
        return jsonify(profile=g.deps.services.profiles.view(username, current_user()))
    except ProfileNotFound:
        abort(404)


@bp.post("/<username>/follow")
def follow(username):
    me = current_user()
    if me is None:
        abort(401)
    try:
        return jsonify(profile=g.deps.services.profiles.follow(username, me))
    except ProfileNotFound:
        abort(404)
