import hashlib

from app.models.user import User
from app.repositories.user_repository import UserRepository


class EmailTaken(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email):
            raise EmailTaken(email)
        digest = hashlib.sha256(password.encode()).hexdigest()
        return self.users.add(User(username=username, email=email, password_hash=digest))
