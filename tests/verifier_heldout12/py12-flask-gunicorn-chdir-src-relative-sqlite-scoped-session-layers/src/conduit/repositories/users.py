from sqlalchemy import delete, select

from conduit.database import Session
from conduit.models import Follow, User


def by_id(user_id: int) -> User | None:
    return Session.get(User, user_id)


def by_email(email: str) -> User | None:
    return Session.scalars(select(User).where(User.email == email)).first()


def by_username(username: str) -> User | None:
    return Session.scalars(select(User).where(User.username == username)).first()


def insert(user: User) -> User:
    Session.add(user)
    Session.commit()
    return user


def follows(follower_id: int, followed_id: int) -> bool:
    return Session.get(Follow, (follower_id, followed_id)) is not None


def set_follow(follower_id: int, followed_id: int, on: bool) -> None:
    if on and not follows(follower_id, followed_id):
        Session.add(Follow(follower_id=follower_id, followed_id=followed_id))
    elif not on:
        Session.execute(delete(Follow).where(Follow.follower_id == follower_id,
                                             Follow.followed_id == followed_id))
    Session.commit()
