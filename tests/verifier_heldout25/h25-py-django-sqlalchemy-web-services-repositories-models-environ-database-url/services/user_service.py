from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from models import User
from repositories.user_repository import UserRepository

from .errors import Conflict, NotFound, ServiceError, Unauthorized


class UserService:
    def __init__(self, repo: UserRepository | None = None):
        self.repo = repo or UserRepository()

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")

    def from_token(self, raw: str) -> User | None:
        try:
            return self.repo.get(int(jwt.decode(raw, settings.JWT_SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None

    def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if self.repo.exists(username, email):
            raise Conflict("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.repo.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self.repo.by_email(email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user

    def profile(self, username: str, viewer: User | None) -> dict:
        target = self.repo.by_username(username)
        if target is None:
            raise NotFound("profile not found")
        following = viewer is not None and self.repo.following(viewer.id, target.id)
        return {"username": target.username, "bio": target.bio, "image": target.image, "following": following}

    def follow(self, viewer: User, username: str, on: bool) -> dict:
        target = self.repo.by_username(username)
        if target is None:
            raise NotFound("profile not found")
        self.repo.set_following(viewer.id, target.id, on)
        return self.profile(username, viewer)
