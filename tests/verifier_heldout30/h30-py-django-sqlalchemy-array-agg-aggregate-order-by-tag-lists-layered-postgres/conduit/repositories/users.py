from sqlalchemy import delete, exists, select
from sqlalchemy.dialects.postgresql import insert

from conduit.models import User, follows
from conduit.repositories.engine import Session


def get(user_id: int) -> User | None:
    with Session() as s:
        return s.get(User, user_id)


def by_email(email: str) -> User | None:
    with Session() as s:
        return s.scalar(select(User).where(User.email == email))


def by_username(username: str) -> User | None:
    with Session() as s:
        return s.scalar(select(User).where(User.username == username))


def add(user: User) -> User:
    with Session.begin() as s:
        s.add(user)
    return user


def is_following(follower_id: int, followee_id: int) -> bool:
    with Session() as s:
        return s.scalar(select(exists().where(follows.c.follower_id == follower_id,
                                              follows.c.followee_id == followee_id)))


def set_following(follower_id: int, followee_id: int, on: bool) -> None:
    with Session.begin() as s:
        if on:
            s.execute(insert(follows).values(follower_id=follower_id, followee_id=followee_id)
                      .on_conflict_do_nothing())
        else:
            s.execute(delete(follows).where(follows.c.follower_id == follower_id,
                                            follows.c.followee_id == followee_id))
