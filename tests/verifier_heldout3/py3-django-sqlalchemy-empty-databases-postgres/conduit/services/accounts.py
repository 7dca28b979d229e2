import time

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError


class AccountService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.create(username=username, email=email, password=hashed)

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password.encode()):
            raise ServiceError("email or password is invalid", 401)
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"uid": user.id, "exp": int(time.time()) + 86400}, settings.JWT_SECRET, "HS256")

    def user_from_token(self, token: str) -> User:
        try:
            uid = jwt.decode(token, settings.JWT_SECRET, ["HS256"])["uid"]
        except jwt.PyJWTError as exc:
            raise ServiceError("invalid token", 401) from exc
        user = self.users.by_id(uid)
        if user is None:
            raise ServiceError("invalid token", 401)
        return user


class ProfileService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def get(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = self.users.by_username(username)
        if user is None:
            raise ServiceError("profile not found", 404)
        return user, bool(viewer and self.users.is_following(viewer, user))

    def follow(self, viewer: User, username: str, on: bool) -> tuple[User, bool]:
        user, _ = self.get(username, viewer)
        (self.users.follow if on else self.users.unfollow)(viewer, user)
        return user, on
