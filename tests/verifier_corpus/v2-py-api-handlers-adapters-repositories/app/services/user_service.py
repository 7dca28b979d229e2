from app.adapters.password_hasher import PasswordHasher
from app.adapters.user_repository import UserRepository
from app.models.user import User


class UserService:
    def __init__(self, users: UserRepository, hasher: PasswordHasher) -> None:
        self.users = users
        self.hasher = hasher

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ValueError("taken")
        return self.users.add(User(username=username, email=email, password_hash=self.hasher.hash(password)))

    def login(self, email: str, password: str) -> User | None:
        user = self.users.by_email(email)
        return user if user and self.hasher.verify(password, user.password_hash) else None

    def profile(self, username: str) -> User | None:
        return self.users.by_username(username)
