import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import DomainError

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=7)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def authenticate_token(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError) as exc:
            raise DomainError("token", "is invalid", 401) from exc
        user = self.users.get(user_id)
        if user is None:
            raise DomainError("token", "is invalid", 401)
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.find_by_email(email):
            raise DomainError("email", "has already been taken", 409)
        if self.users.find_by_username(username):
            raise DomainError("username", "has already been taken", 409)
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password_hash=hashed, bio=""))

    def login(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise DomainError("email or password", "is invalid", 401)
        return user

    def profile(self, username: str, viewer: User | None) -> dict:
        user = self.users.find_by_username(username)
        if user is None:
            raise DomainError("profile", "not found", 404)
        following = bool(viewer and self.users.is_following(viewer.id, user.id))
        return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}
