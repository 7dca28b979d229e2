from sqlalchemy import select

from conduit.db import Session
from conduit.models import User
from conduit.repositories.transaction import commit


def get_by_id(user_id: int) -> User | None:
    return Session.get(User, user_id)


def get_by_username(username: str) -> User | None:
    return Session.scalars(select(User).where(User.username == username)).first()


def get_by_email(email: str) -> User | None:
    return Session.scalars(select(User).where(User.email == email)).first()


def add(user: User) -> User:
    Session.add(user)
    commit()
    return user


def save(user: User) -> User:
    commit()
    return user
# feature-begin: profiles


def follow(follower: User, followee: User) -> None:
    if followee not in follower.following:
        follower.following.append(followee)
        commit()


def unfollow(follower: User, followee: User) -> None:
    if followee in follower.following:
        follower.following.remove(followee)
        commit()
# feature-end: profiles
