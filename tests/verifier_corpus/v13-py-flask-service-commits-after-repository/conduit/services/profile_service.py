from conduit.extensions import db
from conduit.models import User
from conduit.repositories import profile_repository
from conduit.services import NotFound


def _profile(user: User, viewer_id: int | None) -> dict:
    following = viewer_id is not None and profile_repository.is_following(viewer_id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def get_profile(username: str, viewer_id: int | None) -> dict:
    user = profile_repository.find_user(username)
    if user is None:
        raise NotFound(username)
    return _profile(user, viewer_id)


def follow(viewer_id: int, username: str) -> dict:
    user = profile_repository.find_user(username)
    if user is None:
        raise NotFound(username)
    if not profile_repository.is_following(viewer_id, user.id):
        profile_repository.add_follow(viewer_id, user.id)
        db.session.commit()
    return _profile(user, viewer_id)


def unfollow(viewer_id: int, username: str) -> dict:
    user = profile_repository.find_user(username)
    if user is None:
        raise NotFound(username)
    profile_repository.remove_follow(viewer_id, user.id)
    db.session.commit()
    return _profile(user, viewer_id)
