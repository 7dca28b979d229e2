from app.models import User
from app.repositories.users import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository):
        self.users = users

    def view(self, username: str, viewer: User | None) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        following = viewer is not None and self.users.is_following(viewer.id, user.id)
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}

    def follow(self, username: str, viewer: User) -> dict:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        self.users.follow(viewer.id, user.id)
        return self.view(username, viewer)
