import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit")


class AccountError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


class AccountService:
    def __init__(self):
        self.users = UserRepository()

    def token(self, user):
        return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                          SECRET, algorithm="HS256")

    def current(self, header):
        if not header or not header.startswith("Token "):
            return None
        try:
            return self.users.get(int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            raise AccountError(401, "invalid token")

    def register(self, username, email, password):
        if self.users.by_email(email):
            raise AccountError(409, "email has already been taken")
        return self.users.add(User(username=username, email=email, bio="",
                                   password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()))

    def login(self, email, password):
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise AccountError(401, "email or password is invalid")
        return user
