from datetime import datetime, timedelta, timezone

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.settings import JWT_SECRET

_hasher = PasswordHasher()


class AccountService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.users.insert(username, email, _hasher.hash(password))

    async def login(self, email: str, password: str) -> User | None:
        user = await self.users.by_email(email)
        if user is None:
            return None
        try:
            _hasher.verify(user.password_hash, password)
        except VerifyMismatchError:
            return None
        return user

    def issue_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=2)
        return jwt.encode({"sub": str(user.id), "exp": exp}, JWT_SECRET, algorithm="HS256")

    async def authenticate(self, token: str) -> User | None:
        try:
            return await self.users.by_id(int(jwt.decode(token, JWT_SECRET, algorithms=["HS256"])["sub"]))
        except (jwt.PyJWTError, ValueError):
            return None
