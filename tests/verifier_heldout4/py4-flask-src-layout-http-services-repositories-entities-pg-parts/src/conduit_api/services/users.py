from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit_api.entities import User
from conduit_api.repositories import UserRepository
from conduit_api.services.errors import NotFound, Unauthorized, ValidationFailed
from conduit_api.settings import app_settings


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self._users.by_email(email):
            raise ValidationFailed({"email": ["has already been taken"]})
        if self._users.by_username(username):
            raise ValidationFailed({"username": ["has already been taken"]})
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self._users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self._users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized({"credentials": ["invalid"]})
        return user

    def token_for(self, user: User) -> str:
        settings = app_settings()
        expires = datetime.now(timezone.utc) + timedelta(seconds=settings.jwt_ttl_seconds)
        return jwt.encode({"sub": str(user.id), "exp": expires}, settings.jwt_secret, algorithm="HS256")

    def from_token(self, token: str) -> User:
        try:
            payload = jwt.decode(token, app_settings().jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise Unauthorized({"token": ["invalid"]}) from exc
        user = self._users.get(int(payload["sub"]))
        if user is None:
            raise Unauthorized({"token": ["invalid"]})
        return user

    def update(self, user: User, changes: dict) -> User:
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        if changes.get("password"):
            user.password_hash = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt()).decode()
        return self._users.save(user)

    def profile(self, username: str) -> User:
        user = self._users.by_username(username)
        if user is None:
            raise NotFound({"profile": ["not found"]})
        return user

    def follow(self, me: User, username: str) -> User:
        target = self.profile(username)
        self._users.follow(me, target)
        return target

    def unfollow(self, me: User, username: str) -> User:
        target = self.profile(username)
        self._users.unfollow(me, target)
        return target
