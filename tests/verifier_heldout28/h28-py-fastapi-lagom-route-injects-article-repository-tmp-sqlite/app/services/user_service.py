import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError

SECRET = os.environ.get("JWT_SECRET", "conduit")


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def from_token(self, token: str) -> User:
        try:
            user = self.users.get(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            user = None
        if user is None:
            raise ServiceError(401, "token", "is invalid")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError(409, "user", "has already been taken")
        return self.users.insert(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "email or password", "is invalid")
        return user
