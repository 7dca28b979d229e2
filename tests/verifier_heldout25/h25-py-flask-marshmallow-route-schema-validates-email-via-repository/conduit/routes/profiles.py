from flask import Blueprint, g

from ..services import user_service
from .auth import token_required

bp = Blueprint("profiles", __name__)


@bp.get("/profiles/<username>")
@token_required(optional=True)
def show(username):
    return {"profile": user_service.profile(username, g.user)}


@bp.post("/profiles/<username>/follow")
@token_required()
def follow(username):
    return {"profile": user_service.follow(g.user, username)}
