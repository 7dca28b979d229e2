from dataclasses import dataclass

from realworld.models import SessionLocal, User
from realworld.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


@dataclass
class Profile:
    user: User
    following: bool


def get_profile(username: str, viewer_id: int | None) -> Profile:
    with SessionLocal() as session:
        users = UserRepository(session)
        user = users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer_id is not None and users.is_following(viewer_id, user.id)
        return Profile(user, following)


def set_following(username: str, viewer_id: int, follow: bool) -> Profile:
    with SessionLocal() as session:
        users = UserRepository(session)
        user = users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        (users.follow if follow else users.unfollow)(viewer_id, user.id)
        return Profile(user, follow)
