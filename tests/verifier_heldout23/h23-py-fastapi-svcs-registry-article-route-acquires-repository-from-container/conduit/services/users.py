import hashlib
import os

import jwt

from ..models import User
from ..repositories.users import UserRepository

SECRET = os.environ.get("JWT_SECRET", "svcs-conduit")


def _hash(password: str) -> str:
    return hashlib.sha256(password.encode()).hexdigest()


class UserService:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def token(self, user: User) -> str:
        return jwt.encode({"uid": user.id}, SECRET, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            uid = jwt.decode(token, SECRET, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            return None
        return await self.repo.get(uid)

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.repo.add(User(username=username, email=email, password=_hash(password)))

    async def login(self, email: str, password: str) -> User | None:
        user = await self.repo.by_email(email)
        return user if user and user.password == _hash(password) else None
