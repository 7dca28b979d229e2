from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import NotFound


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def _target(self, username: str) -> User:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound("profile not found")
        return user

    def view(self, username: str, viewer: User | None) -> dict:
        user = self._target(username)
        following = viewer is not None and self.users.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer: User) -> dict:
        self.users.follow(viewer.id, self._target(username).id)
        return self.view(username, viewer)

    def unfollow(self, username: str, viewer: User) -> dict:
        self.users.unfollow(viewer.id, self._target(username).id)
        return self.view(username, viewer)
