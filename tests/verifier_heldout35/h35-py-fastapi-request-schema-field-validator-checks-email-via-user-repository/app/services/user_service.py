import hashlib

from app.models import User
from app.repositories.user_repository import UserRepository


class UsernameTaken(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.get_by_username(username):
            raise UsernameTaken(username)
        digest = hashlib.sha256(password.encode()).hexdigest()
        return self.users.add(User(username=username, email=email, hashed_password=digest))
