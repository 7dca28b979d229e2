from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit import config
from conduit.models import User


class UserService:
    def __init__(self, users) -> None:
        self.users = users

    async def register(self, username, email, password) -> User | None:
        if await self.users.by_email(email):
            return None
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email, password) -> User | None:
        user = await self.users.by_email(email)
        if user and bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            return user
        return None

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, config.JWT_SECRET, algorithm="HS256")

    async def from_header(self, header: str | None) -> User | None:
        if not header or not header.startswith("Token "):
            return None
        try:
            return await self.users.get(int(jwt.decode(header[6:], config.JWT_SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None
