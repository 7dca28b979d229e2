import time

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.user_repository import UserRepository


class UserError(Exception):
    def __init__(self, message: str, status: int = 422):
        super().__init__(message)
        self.status = status


class UserService:
    def __init__(self, repo: UserRepository | None = None):
        self.repo = repo or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        if not username or not email or not password:
            raise UserError("fields can't be blank")
        if self.repo.exists(username, email):
            raise UserError("username or email has already been taken", 409)
        return self.repo.create(username=username, email=email,
                                password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()))

    def login(self, email: str, password: str) -> User:
        user = self.repo.find_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise UserError("email or password is invalid", 401)
        return user

    def from_token(self, token: str) -> User | None:
        try:
            return self.repo.get(int(jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])["sub"]))
        except (jwt.PyJWTError, KeyError, ValueError):
            return None

    @staticmethod
    def token(user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400},
                          settings.JWT_SECRET, algorithm="HS256")
