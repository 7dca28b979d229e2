from ..repositories.user_repository import UserRepository


class NotFound(Exception):
    pass


class ProfileService:
    def __init__(self) -> None:
        self.users = UserRepository()

    def view(self, username: str, viewer_id: int | None) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        following = bool(viewer_id) and self.users.is_following(viewer_id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer_id: int) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound(username)
        self.users.follow(viewer_id, user.id)
        return self.view(username, viewer_id)
