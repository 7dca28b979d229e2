import os
import time

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories import UserRepository
from conduit.services.errors import ServiceError

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


class AuthService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.find(username=username) or await self.users.find(email=email):
            raise ServiceError(422, "username", "has already been taken")
        return await self.users.add(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.find(email=email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise ServiceError(401, "credentials", "invalid")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")

    async def authenticate(self, header: str | None) -> User | None:
        if not header or not header.startswith("Token "):
            return None
        try:
            claims = jwt.decode(header[6:], SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            raise ServiceError(401, "token", "invalid")
        return await self.users.get(int(claims["sub"]))

    async def profile(self, username: str, viewer: User | None):
        user = await self.users.find(username=username)
        if user is None:
            raise ServiceError(404, "profile", "not found")
        return user, bool(viewer) and await self.users.is_following(viewer.id, user.id)

    async def follow(self, viewer: User, username: str, on: bool):
        user, _ = await self.profile(username, None)
        await self.users.set_following(viewer.id, user.id, on)
        return user, on
