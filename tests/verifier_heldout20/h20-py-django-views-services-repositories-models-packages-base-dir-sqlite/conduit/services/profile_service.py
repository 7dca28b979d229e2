from conduit.repositories import profile_repository as profiles
from conduit.services.errors import Forbidden, NotFound


def profile_view(username: str, viewer_id: int | None) -> dict:
    profile = profiles.get_by_username(username)
    if profile is None:
        raise NotFound(username)
    following = bool(viewer_id) and profiles.is_following(viewer_id, profile.id)
    return {"username": profile.username, "bio": profile.bio, "image": profile.image,
            "following": following}


def follow(username: str, viewer_id: int) -> dict:
    profile = profiles.get_by_username(username)
    if profile is None:
        raise NotFound(username)
    if profile.id == viewer_id:
        raise Forbidden("cannot follow yourself")
    profiles.add_follow(viewer_id, profile.id)
    return profile_view(username, viewer_id)
