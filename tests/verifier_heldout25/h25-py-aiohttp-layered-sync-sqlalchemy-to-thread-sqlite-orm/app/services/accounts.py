import asyncio
import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from ..models import User
from ..repositories.users import UserRepository
from .errors import Conflict, ServiceError, Unauthorized

SECRET = os.environ.get("JWT_SECRET", "threaded-conduit")


class AccountService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            user_id = int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError:
            return None
        return await asyncio.to_thread(self.users.get, user_id)

    async def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if await asyncio.to_thread(self.users.exists, username, email):
            raise Conflict("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await asyncio.to_thread(self.users.add, User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await asyncio.to_thread(self.users.by_email, email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user
