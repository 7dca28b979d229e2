from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from ..config import SECRET_KEY
from ..models import User
from ..repositories.user_repository import UserRepository


class AuthError(Exception):
    def __init__(self, message: str, status: int):
        super().__init__(message)
        self.status = status


class AuthService:
    def __init__(self):
        self.users = UserRepository()

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET_KEY, algorithm="HS256")

    async def current(self, token: str) -> User | None:
        try:
            return await self.users.get(int(jwt.decode(token, SECRET_KEY, algorithms=["HS256"])["sub"]))
        except jwt.PyJWTError:
            return None

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.find_by_email(email):
            raise AuthError("email already registered", 409)
        return await self.users.create(
            username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        )

    async def login(self, email: str, password: str) -> User:
        user = await self.users.find_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise AuthError("invalid email or password", 401)
        return user
