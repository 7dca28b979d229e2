from app.repositories.users import UserRepository
from app.services.errors import NotFoundError


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def get(self, username: str, viewer_id: int | None) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise NotFoundError(username)
        following = viewer_id is not None and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise NotFoundError(username)
        self.users.follow(viewer_id, user.id)
        return self.get(username, viewer_id)
