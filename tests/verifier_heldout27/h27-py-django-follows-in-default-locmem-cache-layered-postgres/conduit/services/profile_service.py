from conduit.repositories.follow_repository import FollowRepository
from conduit.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self) -> None:
        self.users = UserRepository()
        self.follows = FollowRepository()

    def _profile(self, user, viewer_id: int | None) -> dict:
        following = viewer_id is not None and self.follows.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return self._profile(user, viewer_id)

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.follows.follow(viewer_id, user.id)
        return self._profile(user, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.follows.unfollow(viewer_id, user.id)
        return self._profile(user, viewer_id)
