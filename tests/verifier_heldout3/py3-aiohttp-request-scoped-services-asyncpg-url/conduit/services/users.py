import time

import bcrypt
import jwt

from conduit.config import JWT_SECRET
from conduit.models import User
from conduit.repositories.users import UserRepository


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User | None:
        user = await self.users.by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, JWT_SECRET, "HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            claims = jwt.decode(token, JWT_SECRET, ["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(claims["sub"]))
