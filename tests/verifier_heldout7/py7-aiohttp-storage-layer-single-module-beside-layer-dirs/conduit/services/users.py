import datetime as dt

import bcrypt
import jwt

from conduit.config import SECRET
from conduit.domain import User
from conduit.services.errors import DomainError
from conduit.storage import UserStore


class UserService:
    def __init__(self, store: UserStore) -> None:
        self.store = store

    @staticmethod
    def token(user: User) -> str:
        exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=30)
        return jwt.encode({"username": user.username, "exp": exp}, SECRET, algorithm="HS256")

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.store.by_email(email):
            raise DomainError(409, "email", "has already been taken")
        if await self.store.by_username(username):
            raise DomainError(409, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.store.insert(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.store.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise DomainError(401, "credentials", "invalid")
        return user
