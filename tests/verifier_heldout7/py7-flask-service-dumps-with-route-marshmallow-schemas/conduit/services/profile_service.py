from conduit.repositories import user_repository
from conduit.routes.schemas import ProfileSchema

_profile = ProfileSchema()


class ProfileNotFound(Exception):
    pass


def _load(username: str):
    user = user_repository.get_by_username(username)
    if user is None:
        raise ProfileNotFound(username)
    return user


def get_profile(username: str, viewer_id: int | None) -> dict:
    user = _load(username)
    following = viewer_id is not None and user_repository.is_following(viewer_id, user.id)
    return _profile.dump({"username": user.username, "bio": user.bio, "image": user.image, "following": following})


def follow(username: str, viewer_id: int) -> dict:
    user = _load(username)
    user_repository.follow(viewer_id, user.id)
    return _profile.dump({"username": user.username, "bio": user.bio, "image": user.image, "following": True})


def unfollow(username: str, viewer_id: int) -> dict:
    user = _load(username)
    user_repository.unfollow(viewer_id, user.id)
    return _profile.dump({"username": user.username, "bio": user.bio, "image": user.image, "following": False})
