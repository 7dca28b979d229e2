from dataclasses import asdict

from flask import Blueprint, g, jsonify

from ._auth import accounts, auth

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
@auth(optional=True)
def show(username):
    return jsonify(profile=asdict(accounts.profile(username, g.user)))


@bp.post("/profiles/<username>/follow")
@auth()
def follow(username):
    return jsonify(profile=asdict(accounts.follow(g.user, username, on=True)))


@bp.delete("/profiles/<username>/follow")
@auth()
def unfollow(username):
    return jsonify(profile=asdict(accounts.follow(g.user, username, on=False)))
