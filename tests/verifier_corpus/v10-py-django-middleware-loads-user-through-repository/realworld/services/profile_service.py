from realworld.models import User
from realworld.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def get(self, username: str, viewer: User | None) -> dict:
        other = self.users.get_by_username(username)
        if other is None:
            raise ProfileNotFound(username)
        following = viewer is not None and self.users.is_following(viewer, other)
        return {"username": other.username, "bio": other.bio, "image": other.image, "following": following}

    def follow(self, username: str, viewer: User) -> dict:
        other = self.users.get_by_username(username)
        if other is None:
            raise ProfileNotFound(username)
        self.users.add_follow(viewer, other)
        return {"username": other.username, "bio": other.bio, "image": other.image, "following": True}
