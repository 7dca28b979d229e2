from app.repositories.user_repository import UserRepository
from app.services.exceptions import NotFoundError


class ProfileService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def profile(self, username: str, viewer_id: int | None) -> dict:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFoundError("profile")
        following = viewer_id is not None and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFoundError("profile")
        self.users.follow(viewer_id, user.id)
        return self.profile(username, viewer_id)

    def unfollow(self, username: str, viewer_id: int) -> dict:
        user = self.users.get_by_username(username)
        if user is None:
            raise NotFoundError("profile")
        self.users.unfollow(viewer_id, user.id)
        return self.profile(username, viewer_id)
