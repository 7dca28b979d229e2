from sqlalchemy.orm import Session

from app.repositories import follow_repository, user_repository


class ProfileNotFound(Exception):
    pass


def _profile(user, viewer_id):
    following = viewer_id is not None and follow_repository.is_following(viewer_id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def get(db: Session, username: str, viewer_id: int | None) -> dict:
    user = user_repository.by_username(db, username)
    if user is None:
        raise ProfileNotFound(username)
    return _profile(user, viewer_id)


def follow(db: Session, username: str, viewer_id: int) -> dict:
    user = user_repository.by_username(db, username)
    if user is None:
        raise ProfileNotFound(username)
    follow_repository.follow(viewer_id, user.id)
    return _profile(user, viewer_id)


def unfollow(db: Session, username: str, viewer_id: int) -> dict:
    user = user_repository.by_username(db, username)
    if user is None:
        raise ProfileNotFound(username)
    follow_repository.unfollow(viewer_id, user.id)
    return _profile(user, viewer_id)
