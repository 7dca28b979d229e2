from sqlalchemy import exists, select

from conduit.db import Session
from conduit.models.user import User, follows


def find_by_username(username: str) -> User | None:
    return Session().scalar(select(User).where(User.username == username))


def is_following(follower_id: int, followed_id: int) -> bool:
    return bool(Session().scalar(select(exists().where(
        follows.c.follower_id == follower_id, follows.c.followed_id == followed_id))))
