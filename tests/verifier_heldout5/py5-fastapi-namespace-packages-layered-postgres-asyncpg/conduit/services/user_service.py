from datetime import datetime, timedelta, timezone

import jwt
from passlib.context import CryptContext

from conduit.models.user import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import Conflict, NotFound
from conduit.settings import settings

_pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self._users = users

    def token_for(self, user: User) -> str:
        expires = datetime.now(timezone.utc) + timedelta(minutes=settings.jwt_ttl_minutes)
        return jwt.encode({"sub": str(user.id), "exp": expires}, settings.jwt_secret, algorithm="HS256")

    async def register(self, username: str, email: str, password: str) -> User:
        if await self._users.by_email(email) or await self._users.by_username(username):
            raise Conflict("username or email already taken")
        return await self._users.add(User(username=username, email=email, password_hash=_pwd.hash(password)))

    async def login(self, email: str, password: str) -> User:
        user = await self._users.by_email(email)
        if user is None or not _pwd.verify(password, user.password_hash):
            raise NotFound("invalid credentials")
        return user

    async def from_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self._users.by_id(int(payload["sub"]))
