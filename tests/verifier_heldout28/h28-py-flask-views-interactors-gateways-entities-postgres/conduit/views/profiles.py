from flask import Blueprint, g

from conduit.interactors import accounts
from conduit.views.auth import login_required
from conduit.views.presenters import profile_json

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
@login_required(optional=True)
def show(username):
    return {"profile": profile_json(accounts.profile(username), g.user)}


@bp.post("/profiles/<username>/follow")
@login_required()
def follow(username):
    return {"profile": profile_json(accounts.follow(g.user, username, True), g.user)}


@bp.delete("/profiles/<username>/follow")
@login_required()
def unfollow(username):
    return {"profile": profile_json(accounts.follow(g.user, username, False), g.user)}
