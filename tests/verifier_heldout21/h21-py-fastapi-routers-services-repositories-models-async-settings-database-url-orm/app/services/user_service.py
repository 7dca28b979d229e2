from datetime import datetime, timedelta, timezone

import jwt
from passlib.context import CryptContext

from app.core.config import settings
from app.models import User
from app.repositories.user_repository import UserRepository

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserAlreadyExists(Exception):
    pass


class InvalidCredentials(Exception):
    pass


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=7)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.get_by_email(email) or await self.users.get_by_username(username):
            raise UserAlreadyExists()
        return await self.users.add(User(username=username, email=email, hashed_password=pwd.hash(password)))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.get_by_email(email)
        if user is None or not pwd.verify(password, user.hashed_password):
            raise InvalidCredentials()
        return user
