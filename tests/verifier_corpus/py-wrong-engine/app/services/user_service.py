from app.models.user import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self) -> None:
        self.users = UserRepository()

    def register(self, username: str, email: str) -> User:
        if self.users.get_by_username(username):
            raise ValueError("username has already been taken")
        return self.users.add(User(username=username, email=email))

    def profile(self, username: str) -> User | None:
        return self.users.get_by_username(username)
