from datetime import datetime, timedelta, timezone

import jwt
from passlib.hash import bcrypt

from conduit_api.models import User
from conduit_api.repositories.users import UserRepository
from conduit_api.services.errors import NotFound, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository, secret: str, ttl_minutes: int) -> None:
        self.users = users
        self.secret = secret
        self.ttl = timedelta(minutes=ttl_minutes)

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + self.ttl
        return jwt.encode({"sub": str(user.id), "exp": exp}, self.secret, algorithm="HS256")

    def user_from_token(self, token: str) -> User:
        try:
            payload = jwt.decode(token, self.secret, algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise Unauthorized("invalid token") from exc
        user = self.users.get(int(payload["sub"]))
        if user is None:
            raise Unauthorized("unknown user")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError("username or email already taken")
        return self.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.verify(password, user.password_hash):
            raise Unauthorized("email or password is invalid")
        return user

    def update(self, user: User, changes: dict) -> User:
        if "password" in changes:
            user.password_hash = bcrypt.hash(changes.pop("password"))
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        return self.users.save(user)

    def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = self.users.by_username(username)
        if user is None:
            raise NotFound("profile not found")
        following = viewer is not None and self.users.is_following(viewer.id, user.id)
        return user, following

    def follow(self, viewer: User, username: str, follow: bool) -> tuple[User, bool]:
        user, _ = self.profile(username, viewer)
        if follow:
            self.users.follow(viewer.id, user.id)
        else:
            self.users.unfollow(viewer.id, user.id)
        return user, follow
