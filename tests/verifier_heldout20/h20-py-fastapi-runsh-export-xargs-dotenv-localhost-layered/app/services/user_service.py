import os
import time

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

from app.models import User
from app.repositories.user_repository import UserRepository

_hasher = PasswordHasher()


class AuthError(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise AuthError("has already been taken")
        return self.users.create(username, email, _hasher.hash(password))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        try:
            if user is None or not _hasher.verify(user.password_hash, password):
                raise AuthError("invalid credentials")
        except VerifyMismatchError:
            raise AuthError("invalid credentials")
        return user

    @staticmethod
    def token(user: User) -> str:
        return jwt.encode({"sub": user.id, "exp": int(time.time()) + 86400},
                          os.environ.get("JWT_SECRET", "dev"), algorithm="HS256")
