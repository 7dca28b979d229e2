from flask_openapi3 import APIBlueprint
from pydantic import BaseModel

from ..services.profile_service import NotFound, ProfileService
from .auth import viewer_id

bp = APIBlueprint("profiles", __name__, url_prefix="/api/profiles")
service = ProfileService()


class ProfilePath(BaseModel):
    username: str


@bp.get("/<username>")
def get_profile(path: ProfilePath):
    try:
        return {"profile": service.view(path.username, viewer_id())}
    except NotFound:
        return {"errors": {"profile": ["not found"]}}, 404


@bp.post("/<username>/follow")
def follow(path: ProfilePath):
    uid = viewer_id()
    if uid is None:
        return {"errors": {"token": ["missing"]}}, 401
    try:
        return {"profile": service.follow(path.username, uid)}
    except NotFound:
        return {"errors": {"profile": ["not found"]}}, 404
