from app.models.user import User
from app.repositories.user_repository import UserRepository


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        user = User(username=username, email=email)
        user.set_password(password)
        return self.users.add(user)

    def login(self, email: str, password: str) -> User | None:
        user = self.users.by_email(email)
        return user if user and user.check_password(password) else None
