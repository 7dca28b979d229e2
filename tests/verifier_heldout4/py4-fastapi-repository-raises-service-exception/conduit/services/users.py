from datetime import datetime, timedelta, timezone

import bcrypt
from jose import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.exceptions import ConduitError, DuplicateUser
from conduit.settings import settings


class InvalidCredentials(ConduitError):
    status_code = 401
    detail = "email or password is invalid"


class UserService:
    def __init__(self, repo: UserRepository) -> None:
        self.repo = repo

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.repo.exists(username, email):
            raise DuplicateUser()
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
        return await self.repo.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.repo.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise InvalidCredentials()
        return user

    async def from_token(self, token: str) -> User:
        claims = jwt.decode(token, settings.secret_key, algorithms=["HS256"])
        return await self.repo.by_id(int(claims["sub"]))

    @staticmethod
    def token(user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.secret_key, algorithm="HS256")
