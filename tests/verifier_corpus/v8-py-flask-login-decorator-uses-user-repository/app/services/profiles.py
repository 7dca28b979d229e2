from werkzeug.exceptions import NotFound

from app.models.user import User
from app.repositories.users import UserRepository


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def _profile(self, viewer: User, target: User) -> dict:
        return {"username": target.username, "bio": target.bio, "image": target.image,
                "following": target in viewer.following}

    def follow(self, viewer: User, username: str) -> dict:
        target = self.users.by_username(username)
        if target is None:
            raise NotFound()
        self.users.add_follow(viewer, target)
        return self._profile(viewer, target)

    def unfollow(self, viewer: User, username: str) -> dict:
        target = self.users.by_username(username)
        if target is None:
            raise NotFound()
        self.users.remove_follow(viewer, target)
        return self._profile(viewer, target)
