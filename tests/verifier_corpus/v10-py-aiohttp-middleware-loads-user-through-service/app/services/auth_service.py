import os

import jwt

from app.models import User
from app.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


class InvalidToken(Exception):
    pass


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def issue(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id)}, SECRET, algorithm="HS256")

    async def current_user(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError) as exc:
            raise InvalidToken() from exc
        user = await self.users.get(user_id)
        if user is None:
            raise InvalidToken()
        return user
