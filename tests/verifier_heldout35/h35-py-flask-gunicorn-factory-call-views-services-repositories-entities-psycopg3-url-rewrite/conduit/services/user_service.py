from werkzeug.security import check_password_hash, generate_password_hash

from conduit.entities import User
from conduit.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        return self.users.add(User(username=username, email=email,
                                   password_hash=generate_password_hash(password)))

    def login(self, email: str, password: str) -> User | None:
        user = self.users.by_email(email)
        if user and check_password_hash(user.password_hash, password):
            return user
        return None
