from datetime import datetime, timedelta, timezone

import jwt
from passlib.context import CryptContext

from app.core.config import settings
from app.models import User
from app.repositories.user_repository import UserRepository
from app.services import DomainError

pwd = CryptContext(schemes=["bcrypt"], deprecated="auto")


class UserService:
    def __init__(self, users: UserRepository):
        self.users = users

    def issue_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(minutes=settings.jwt_ttl_minutes)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")

    async def resolve_token(self, token: str) -> User | None:
        try:
            data = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(data["sub"]))

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise DomainError(422, "username or email already taken")
        return await self.users.add(User(username=username, email=email, password_hash=pwd.hash(password)))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if not user or not pwd.verify(password, user.password_hash):
            raise DomainError(401, "invalid credentials")
        return user
