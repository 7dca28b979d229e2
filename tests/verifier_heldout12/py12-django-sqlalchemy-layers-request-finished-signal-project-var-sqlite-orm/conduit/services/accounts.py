from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.users import UserRepository


class AccountError(Exception):
    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


class AccountService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.exists(username, email):
            raise AccountError("username or email already taken", 422)
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise AccountError("email or password is invalid", 401)
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=3)
        return jwt.encode({"uid": user.id, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")

    def from_token(self, token: str) -> User | None:
        try:
            uid = jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            return None
        return self.users.by_id(uid)
