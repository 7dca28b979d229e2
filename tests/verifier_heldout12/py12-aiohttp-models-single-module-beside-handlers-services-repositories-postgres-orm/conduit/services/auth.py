from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError, Unauthorized


class AuthService:
    def __init__(self, users: UserRepository, secret: str) -> None:
        self._users = users
        self._secret = secret

    async def register(self, username: str, email: str, password: str) -> User:
        if await self._users.by_email(email) or await self._users.by_username(username):
            raise ServiceError("username or email already registered")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self._users.create(username, email, hashed)

    async def login(self, email: str, password: str) -> User:
        user = await self._users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("invalid credentials")
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(hours=24)
        return jwt.encode({"uid": user.id, "exp": exp}, self._secret, algorithm="HS256")

    async def resolve(self, token: str) -> User | None:
        try:
            uid = jwt.decode(token, self._secret, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            return None
        return await self._users.get(uid)
