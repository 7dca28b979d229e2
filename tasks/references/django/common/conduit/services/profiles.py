# feature-file: profiles
"""Profiles: a user as seen by the caller, who may follow them."""

from collections.abc import Iterable
from dataclasses import dataclass

from conduit.models import User
from conduit.repositories import users as user_store
from conduit.services.errors import NotFound


@dataclass(frozen=True)
class Profile:
    user: User
    following: bool


def get(username: str, viewer: User | None) -> Profile:
    return of(_find(username), viewer)


def follow(viewer: User, username: str) -> Profile:
    user = _find(username)
    user_store.follow(viewer, user)
    return Profile(user, following=True)


def unfollow(viewer: User, username: str) -> Profile:
    user = _find(username)
    user_store.unfollow(viewer, user)
    return Profile(user, following=False)


def of(user: User, viewer: User | None) -> Profile:
    return of_many([user], viewer)[user.id]


def of_many(users: Iterable[User], viewer: User | None) -> dict[int, Profile]:
    """Profiles by user id, with `following` looked up for all of them at once."""
    by_id = {user.id: user for user in users}
    followed = user_store.followed_among(viewer.id, by_id) if viewer else set()
    return {user_id: Profile(user, user_id in followed) for user_id, user in by_id.items()}


def _find(username: str) -> User:
    user = user_store.by_username(username)
    if user is None:
        raise NotFound("profile not found")
    return user
