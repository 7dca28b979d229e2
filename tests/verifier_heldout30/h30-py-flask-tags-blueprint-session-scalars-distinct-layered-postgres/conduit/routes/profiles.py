from flask import Blueprint

from conduit.routes import error, viewer
from conduit.services import user_service
from conduit.services.errors import DomainError

bp = Blueprint("profiles", __name__)


def _profile(user, following):
    return {"profile": {"username": user.username, "bio": user.bio, "image": user.image, "following": following}}


@bp.get("/profiles/<username>")
def get_profile(username):
    try:
        return _profile(*user_service.profile(username, viewer(required=False)))
    except DomainError as err:
        return error(err)


@bp.post("/profiles/<username>/follow")
def follow(username):
    try:
        return _profile(*user_service.follow(viewer(), username))
    except DomainError as err:
        return error(err)
