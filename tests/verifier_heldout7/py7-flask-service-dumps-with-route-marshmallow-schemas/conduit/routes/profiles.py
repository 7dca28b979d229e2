import jwt
from flask import current_app, request

from conduit.routes import api
from conduit.services import profile_service


def _viewer_id() -> int | None:
    header = request.headers.get("Authorization", "")
    if not header.startswith("Token "):
        return None
    try:
        return jwt.decode(header[6:], current_app.config["SECRET_KEY"], algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        return None


@api.get("/profiles/<username>")
def get_profile(username):
    try:
        return {"profile": profile_service.get_profile(username, _viewer_id())}
    except profile_service.ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404


@api.post("/profiles/<username>/follow")
def follow(username):
    viewer = _viewer_id()
    if viewer is None:
        return {"errors": {"token": ["required"]}}, 401
    try:
        return {"profile": profile_service.follow(username, viewer)}
    except profile_service.ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404


@api.delete("/profiles/<username>/follow")
def unfollow(username):
    viewer = _viewer_id()
    if viewer is None:
        return {"errors": {"token": ["required"]}}, 401
    try:
        return {"profile": profile_service.unfollow(username, viewer)}
    except profile_service.ProfileNotFound:
        return {"errors": {"profile": ["not found"]}}, 404
