import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from ..dao.user_dao import UserDAO
from ..entities import User
from .errors import Conflict, UseCaseError, Unauthorized

SECRET = os.environ.get("JWT_SECRET", "usecase-secret")


class Accounts:
    def __init__(self, users: UserDAO | None = None):
        self.users = users or UserDAO()

    def issue_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def authenticate_token(self, token: str) -> User | None:
        try:
            return await self.users.get(int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None

    async def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise UseCaseError("username, email and password are required")
        if await self.users.exists(username, email):
            raise Conflict("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.insert(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user

    async def update(self, user: User, changes: dict) -> User:
        for key in ("username", "email", "bio", "image"):
            if key in changes:
                setattr(user, key, changes[key])
        if changes.get("password"):
            user.password_hash = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt()).decode()
        return await self.users.update(user)
