from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models.user import User
from conduit.repositories.database import Database
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import ServiceError

SECRET = "conduit-secret"


class UserService:
    def __init__(self, database: Database) -> None:
        self.database = database

    async def register(self, username: str, email: str, password: str) -> User:
        async with self.database.session() as session:
            users = UserRepository(session)
            if await users.by_email(email):
                raise ServiceError(422, "email", "has already been taken")
            hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
            return await users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        async with self.database.session() as session:
            user = await UserRepository(session).by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "credentials", "invalid")
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def identify(self, header: str | None) -> User | None:
        if not header or not header.startswith("Token "):
            return None
        try:
            user_id = int(jwt.decode(header[6:], SECRET, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError:
            return None
        async with self.database.session() as session:
            return await UserRepository(session).get(user_id)
