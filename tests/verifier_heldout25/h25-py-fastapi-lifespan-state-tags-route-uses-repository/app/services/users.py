from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from ..models import User
from ..repositories import UserRepository
from .errors import Conflict, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository, secret: str):
        self.users = users
        self.secret = secret

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, self.secret, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            claims = jwt.decode(token, self.secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(claims["sub"]))

    async def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if await self.users.taken(username, email):
            raise Conflict("username or email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user
