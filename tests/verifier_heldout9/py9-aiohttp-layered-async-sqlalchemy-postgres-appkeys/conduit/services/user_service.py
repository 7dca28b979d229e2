import os
import time

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit")


class Conflict(Exception):
    pass


class InvalidCredentials(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        return jwt.encode({"uid": user.id, "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise Conflict("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise InvalidCredentials()
        return user
