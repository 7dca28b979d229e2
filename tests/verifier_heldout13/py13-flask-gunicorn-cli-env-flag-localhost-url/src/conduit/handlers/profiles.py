import os

import jwt
from flask import Blueprint, request

from conduit.services.profiles import ProfileNotFound, ProfileService

bp = Blueprint("profiles", __name__)
service: ProfileService


def _viewer() -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    return jwt.decode(header.split(" ", 1)[1], os.environ["JWT_SECRET"], algorithms=["HS256"])["uid"]


@bp.get("/profiles/<username>")
def get_profile(username: str):
    try:
        return {"profile": service.get(username, _viewer())}
    except ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404


@bp.post("/profiles/<username>/follow")
def follow(username: str):
    viewer = _viewer()
    if viewer is None:
        return {"errors": {"token": ["missing"]}}, 401
    try:
        return {"profile": service.follow(username, viewer)}
    except ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404
