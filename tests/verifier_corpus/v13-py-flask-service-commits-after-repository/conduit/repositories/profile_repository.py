from sqlalchemy import select

from conduit.extensions import db
from conduit.models import Follow, User


def find_user(username: str) -> User | None:
    return db.session.scalar(select(User).where(User.username == username))


def is_following(follower_id: int, followed_id: int) -> bool:
    return db.session.get(Follow, (follower_id, followed_id)) is not None


def add_follow(follower_id: int, followed_id: int) -> None:
    db.session.add(Follow(follower_id=follower_id, followed_id=followed_id))


def remove_follow(follower_id: int, followed_id: int) -> None:
    follow = db.session.get(Follow, (follower_id, followed_id))
    if follow is not None:
        db.session.delete(follow)
