from conduit_api.models import User
from conduit_api.repositories.users import UserRepository
from conduit_api.services.errors import DomainError, NotFound


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def _target(self, username: str) -> User:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound("profile not found")
        return user

    def profile(self, username: str, viewer_id: int | None) -> dict:
        user = self._target(username)
        following = viewer_id is not None and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image,
                "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self._target(username)
        if user.id == viewer_id:
            raise DomainError("cannot follow yourself")
        self.users.follow(viewer_id, user.id)
        return self.profile(username, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self._target(username)
        self.users.unfollow(viewer_id, user.id)
        return self.profile(username, viewer_id)
