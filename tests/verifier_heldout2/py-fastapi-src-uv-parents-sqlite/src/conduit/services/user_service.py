from passlib.hash import bcrypt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email):
            raise ValueError("email has already been taken")
        return self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))
