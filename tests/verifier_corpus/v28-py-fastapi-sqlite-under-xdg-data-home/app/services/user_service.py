import datetime
import os

import jwt
from passlib.hash import bcrypt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import DomainError

SECRET = os.getenv("JWT_SECRET", "conduit-secret")


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        exp = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=3)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def from_token(self, token: str):
        try:
            return self.users.by_id(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
        except (jwt.PyJWTError, KeyError, ValueError):
            return None

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise DomainError(422, "body", "already taken")
        return self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if not user or not bcrypt.verify(password, user.password_hash):
            raise DomainError(401, "credentials", "invalid")
        return user

    def profile(self, username: str, viewer):
        user = self.users.by_username(username)
        if user is None:
            raise DomainError(404, "profile", "not found")
        return user, bool(viewer) and self.users.is_following(viewer.id, user.id)
