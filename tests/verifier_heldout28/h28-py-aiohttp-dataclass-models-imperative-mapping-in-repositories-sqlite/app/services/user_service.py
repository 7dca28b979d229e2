import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


class UserService:
    def __init__(self, repository: UserRepository):
        self.repository = repository

    @staticmethod
    def token(user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def authenticate(self, header: str | None, required: bool = True) -> User | None:
        if not header or not header.startswith("Token "):
            if required:
                raise ServiceError(401, "token", "is missing")
            return None
        try:
            user_id = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, ValueError) as exc:
            raise ServiceError(401, "token", "is invalid") from exc
        user = await self.repository.by_id(user_id)
        if user is None:
            raise ServiceError(401, "token", "is invalid")
        return user

    async def register(self, username: str, email: str, password: str) -> User:
        if not username or not email or not password:
            raise ServiceError(422, "user", "username, email and password are required")
        if await self.repository.by_email(email) or await self.repository.by_username(username):
            raise ServiceError(409, "user", "has already been taken")
        return await self.repository.create(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())

    async def login(self, email: str, password: str) -> User:
        user = await self.repository.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "email or password", "is invalid")
        return user

    async def update(self, user: User, changes: dict) -> User:
        fields = {k: v for k, v in changes.items() if k in ("username", "email", "bio", "image")}
        if changes.get("password"):
            fields["password_hash"] = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt()).decode()
        return await self.repository.update(user.id, **fields)

    async def profile(self, username: str, viewer: User | None) -> dict:
        target = await self.repository.by_username(username)
        if target is None:
            raise ServiceError(404, "profile", "not found")
        following = viewer is not None and await self.repository.is_following(viewer.id, target.id)
        return {"username": target.username, "bio": target.bio, "image": target.image, "following": following}

    async def set_following(self, viewer: User, username: str, follow: bool) -> dict:
        target = await self.repository.by_username(username)
        if target is None:
            raise ServiceError(404, "profile", "not found")
        if follow:
            await self.repository.follow(viewer.id, target.id)
        else:
            await self.repository.unfollow(viewer.id, target.id)
        return await self.profile(username, viewer)
