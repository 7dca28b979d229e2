import hashlib

from app.models import User
from app.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        return self.users.create(username, email, hashlib.sha256(password.encode()).hexdigest())
