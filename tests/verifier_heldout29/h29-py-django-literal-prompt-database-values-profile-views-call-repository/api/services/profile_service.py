from api.repositories.follow_repository import FollowRepository
from api.repositories.user_repository import UserRepository


class ProfileService:
    def __init__(self):
        self.users = UserRepository()
        self.follows = FollowRepository()

    def get(self, username: str, viewer_id: int | None) -> dict | None:
        user = self.users.by_username(username)
        if user is None:
            return None
        following = viewer_id is not None and self.follows.exists(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
