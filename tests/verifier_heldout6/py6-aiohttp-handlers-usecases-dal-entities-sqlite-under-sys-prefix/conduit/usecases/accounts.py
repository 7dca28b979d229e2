import time

import bcrypt
import jwt

from conduit.dal.users import UserGateway
from conduit.entities import User
from conduit.settings import SECRET, TOKEN_TTL
from conduit.usecases.errors import NotAuthorized, UseCaseError


class Accounts:
    def __init__(self, users: UserGateway) -> None:
        self.users = users

    async def sign_up(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise UseCaseError("has already been taken")
        pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
        return await self.users.insert(User(username=username, email=email, password_hash=pw))

    async def sign_in(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise NotAuthorized("email or password is invalid")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + TOKEN_TTL}, SECRET, "HS256")

    async def who(self, header: str | None) -> User | None:
        if not header or not header.startswith("Token "):
            return None
        try:
            return await self.users.by_id(int(jwt.decode(header[6:], SECRET, ["HS256"])["sub"]))
        except jwt.PyJWTError:
            raise NotAuthorized("invalid token")
