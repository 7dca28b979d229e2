from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import ServiceError

SECRET = "conduit-secret"


class AuthService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise ServiceError(422, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.create(username=username, email=email, password_hash=hashed)

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "credentials", "invalid")
        return user

    async def update(self, user: User, changes: dict) -> User:
        allowed = {k: v for k, v in changes.items() if k in {"email", "username", "bio", "image"}}
        if "password" in changes:
            allowed["password_hash"] = bcrypt.hashpw(changes["password"].encode(), bcrypt.gensalt()).decode()
        return await self.users.update(user.id, **allowed)

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def authenticate(self, header: str | None) -> User | None:
        if not header or not header.startswith("Token "):
            return None
        try:
            return await self.users.get(int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None
