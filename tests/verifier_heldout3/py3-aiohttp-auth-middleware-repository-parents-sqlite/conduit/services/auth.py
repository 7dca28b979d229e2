import time

import jwt
from passlib.hash import bcrypt

from conduit.models import User
from conduit.repositories.users import UserRepository

SECRET = "aiohttp-conduit-secret"


def decode_user_id(token: str) -> int | None:
    try:
        return int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        return None


class AuthService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.users.insert(User(username=username, email=email, password=bcrypt.hash(password)))

    async def login(self, email: str, password: str) -> User | None:
        user = await self.users.by_email(email)
        return user if user and bcrypt.verify(password, user.password) else None

    @staticmethod
    def token(user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, SECRET, algorithm="HS256")
