from app.models.user import User
from app.repositories.user_repository import UserRepository


class ProfileNotFound(Exception):
    pass


class ProfileService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    def get(self, username: str) -> User:
        user = self.users.by_username(username)
        if user is None:
            raise ProfileNotFound(username)
        return user
