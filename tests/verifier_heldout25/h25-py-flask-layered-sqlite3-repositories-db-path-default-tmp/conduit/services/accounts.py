import sqlite3
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from .. import config
from ..models import Profile, User
from ..repositories.users import FollowRepository, UserRepository
from .errors import AppError, Conflict, NotFound, Unauthorized


class AccountService:
    def __init__(self):
        self.users = UserRepository()
        self.follows = FollowRepository()

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, config.JWT_SECRET, algorithm="HS256")

    def from_token(self, token: str) -> User | None:
        try:
            return self.users.get(int(jwt.decode(token, config.JWT_SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None

    def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise AppError("username, email and password are required")
        try:
            return self.users.insert(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())
        except sqlite3.IntegrityError as exc:
            raise Conflict("username or email already taken") from exc

    def login(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthorized("invalid credentials")
        return user

    def profile(self, username: str, viewer: User | None) -> Profile:
        user = self.users.find_by_username(username)
        if user is None:
            raise NotFound("profile not found")
        following = viewer is not None and self.follows.exists(viewer.id, user.id)
        return Profile(user.username, user.bio, user.image, following)

    def follow(self, viewer: User, username: str, on: bool = True) -> Profile:
        target = self.profile(username, viewer)
        user = self.users.find_by_username(target.username)
        (self.follows.add if on else self.follows.remove)(viewer.id, user.id)
        return self.profile(username, viewer)
