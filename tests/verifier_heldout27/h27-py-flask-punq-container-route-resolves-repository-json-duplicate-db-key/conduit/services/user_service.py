import hashlib

from ..models import User
from ..repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository, settings) -> None:
        self.users = users
        self.settings = settings

    def register(self, username: str, email: str, password: str) -> User:
        digest = hashlib.sha256(password.encode()).hexdigest()
        return self.users.add(User(username=username, email=email, password_hash=digest))
