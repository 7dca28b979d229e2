# feature-begin: profiles
"""Storage of users and of who follows whom."""

from collections.abc import Iterable
# feature-else: profiles
# """Storage of users."""
# feature-end: profiles

from sqlalchemy import select

from conduit.database import Session
# feature-begin: profiles
from conduit.models import User, follows
# feature-else: profiles
# from conduit.models import User
# feature-end: profiles


def get(user_id: int) -> User | None:
    return Session.get(User, user_id)


def by_email(email: str) -> User | None:
    return Session.scalar(select(User).where(User.email == email))


def by_username(username: str) -> User | None:
    return Session.scalar(select(User).where(User.username == username))


def save(user: User) -> User:
    Session.add(user)
    Session.commit()
    return user
# feature-begin: profiles


def follow(follower: User, followed: User) -> None:
    if followed not in follower.following:
        follower.following.append(followed)
        Session.commit()


def unfollow(follower: User, followed: User) -> None:
    if followed in follower.following:
        follower.following.remove(followed)
        Session.commit()


def followed_among(follower_id: int, user_ids: Iterable[int]) -> set[int]:
    """Which of user_ids the follower follows, in one query."""
    query = select(follows.c.followed_id).where(
        follows.c.follower_id == follower_id, follows.c.followed_id.in_(set(user_ids))
    )
    return set(Session.scalars(query))
# feature-end: profiles
