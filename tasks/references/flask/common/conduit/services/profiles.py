# feature-file: profiles
from contextlib import suppress

from conduit.models import User
from conduit.repositories import users as user_repo
from conduit.repositories.transaction import Conflict
from conduit.services.errors import NotFound
from conduit.services.views import ProfileView, profile_view


def _user_named(username: str) -> User:
    user = user_repo.get_by_username(username)
    if user is None:
        raise NotFound("profile not found")
    return user


def get(username: str, viewer: User | None) -> ProfileView:
    return profile_view(_user_named(username), viewer)


def follow(viewer: User, username: str) -> ProfileView:
    followee = _user_named(username)
    # A Conflict means a concurrent identical request already did it.
    with suppress(Conflict):
        user_repo.follow(viewer, followee)
    return profile_view(followee, viewer)


def unfollow(viewer: User, username: str) -> ProfileView:
    followee = _user_named(username)
    with suppress(Conflict):
        user_repo.unfollow(viewer, followee)
    return profile_view(followee, viewer)
