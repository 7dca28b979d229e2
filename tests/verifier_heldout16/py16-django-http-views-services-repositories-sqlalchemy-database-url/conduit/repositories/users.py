from sqlalchemy import delete, exists, insert, select

from conduit.db import Session
from conduit.models.user import User, follows


def by_username(username: str) -> User | None:
    with Session() as s:
        return s.scalar(select(User).where(User.username == username))


def is_following(follower_id: int, followee_id: int) -> bool:
    with Session() as s:
        return bool(s.scalar(select(exists().where(
            follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))))


def add_follow(follower_id: int, followee_id: int) -> None:
    with Session.begin() as s:
        s.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id))


def remove_follow(follower_id: int, followee_id: int) -> None:
    with Session.begin() as s:
        s.execute(delete(follows).where(follows.c.follower_id == follower_id, follows.c.followee_id == followee_id))
