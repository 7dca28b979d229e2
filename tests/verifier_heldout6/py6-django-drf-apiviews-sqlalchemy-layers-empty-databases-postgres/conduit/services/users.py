import time

import bcrypt
import jwt
from django.conf import settings

from conduit.repositories.users import UserRepository
from conduit.services.exceptions import NotFound, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str):
        if self.users.by_username(username):
            raise ServiceError("username", "has already been taken")
        if self.users.by_email(email):
            raise ServiceError("email", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.create(username=username, email=email, password_hash=hashed)

    def login(self, email: str, password: str):
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("credentials", "invalid")
        return user

    def token(self, user) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, settings.SECRET_KEY, "HS256")

    def from_token(self, token: str):
        try:
            claims = jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise Unauthorized("token", "invalid")
        return self.users.get(int(claims["sub"]))

    def update(self, user, data: dict):
        fields = {k: data[k] for k in ("username", "email", "bio", "image") if k in data}
        if "password" in data:
            fields["password_hash"] = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
        return self.users.update(user.id, **fields)

    def profile(self, username: str, viewer=None):
        user = self.users.by_username(username)
        if user is None:
            raise NotFound("profile", "not found")
        return user, bool(viewer) and self.users.is_following(viewer.id, user.id)

    def follow(self, viewer, username: str, on: bool):
        user, _ = self.profile(username)
        self.users.set_following(viewer.id, user.id, on)
        return user, on
