import datetime as dt

import bcrypt
import jwt
from sqlalchemy.ext.asyncio import AsyncSession

from conduit import settings
from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError


class UserService:
    def __init__(self, session: AsyncSession):
        self.repo = UserRepository(session)

    def token(self, user: User) -> str:
        exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")

    async def from_token(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError):
            raise ServiceError(401, "token", "is invalid")
        user = await self.repo.get(user_id)
        if user is None:
            raise ServiceError(401, "token", "is invalid")
        return user

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.repo.by_email(email):
            raise ServiceError(422, "email", "has already been taken")
        if await self.repo.by_username(username):
            raise ServiceError(422, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.repo.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.repo.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "email or password", "is invalid")
        return user

    async def following(self, viewer: User | None, author_id: int) -> bool:
        return viewer is not None and await self.repo.is_following(viewer.id, author_id)
