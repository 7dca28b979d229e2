import time

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.settings import settings
from conduit.usecases.errors import UseCaseError


class Accounts:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email):
            raise UseCaseError(422, "email has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise UseCaseError(401, "invalid email or password")
        return user

    def token(self, user: User) -> str:
        claims = {"sub": str(user.id), "exp": int(time.time()) + settings.jwt_ttl_seconds}
        return jwt.encode(claims, settings.jwt_secret, algorithm="HS256")

    async def identify(self, token: str | None) -> User | None:
        if not token:
            return None
        try:
            claims = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(claims["sub"]))
