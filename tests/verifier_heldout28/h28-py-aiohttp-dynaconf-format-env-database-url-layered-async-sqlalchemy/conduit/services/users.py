from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.config import settings
from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(hours=int(settings.jwt_ttl_hours))
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")

    async def from_token(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError as exc:
            raise ServiceError(401, "token", "is invalid") from exc
        user = await self.users.get(user_id)
        if user is None:
            raise ServiceError(401, "token", "is invalid")
        return user

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.find_by_email(email) or await self.users.find_by_username(username):
            raise ServiceError(409, "user", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed, bio=""))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.find_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "email or password", "is invalid")
        return user
