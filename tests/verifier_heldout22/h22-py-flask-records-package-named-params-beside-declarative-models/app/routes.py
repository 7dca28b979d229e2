from flask import Blueprint, abort, jsonify, request

from app import store

bp = Blueprint("api", __name__)


def viewer_id():
    token = request.headers.get("Authorization", "").removeprefix("Token ")
    return int(token) if token.isdigit() else None


@bp.get("/profiles/<username>")
def get_profile(username):
    user = store.user_by_username(username)
    if not user:
        abort(404)
    me = viewer_id()
    following = bool(me) and store.is_following(me, user["id"])
    return jsonify(profile={"username": user["username"], "bio": user["bio"],
                            "image": user["image"], "following": following})


@bp.post("/profiles/<username>/follow")
def follow(username):
    me = viewer_id()
    if me is None:
        abort(401)
    user = store.user_by_username(username)
    if not user:
        abort(404)
    store.follow(me, user["id"])
    return jsonify(profile={"username": user["username"], "bio": user["bio"],
                            "image": user["image"], "following": True})
