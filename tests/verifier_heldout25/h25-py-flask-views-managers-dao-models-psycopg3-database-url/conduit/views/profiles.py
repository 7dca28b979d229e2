from flask import Blueprint, g, jsonify

from ._auth import auth, managers

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
@auth(optional=True)
def show(username):
    return jsonify(profile=managers()["profiles"].view(username, g.user))


@bp.post("/profiles/<username>/follow")
@auth()
def follow(username):
    return jsonify(profile=managers()["profiles"].follow(g.user, username))


@bp.delete("/profiles/<username>/follow")
@auth()
def unfollow(username):
    return jsonify(profile=managers()["profiles"].unfollow(g.user, username))
