from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit import config
from conduit.repositories.users import UserRepository
from conduit.services import ServiceError


class UserService:
    def __init__(self, repo: UserRepository):
        self.repo = repo

    def token(self, user) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"uid": user.id, "exp": exp}, config.JWT_SECRET, algorithm="HS256")

    async def from_token(self, token: str):
        try:
            uid = jwt.decode(token, config.JWT_SECRET, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            return None
        return await self.repo.get(uid)

    async def register(self, username: str, email: str, password: str):
        if await self.repo.by_email(email):
            raise ServiceError(422, "email already taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.repo.create(username=username, email=email, password_hash=hashed)

    async def login(self, email: str, password: str):
        user = await self.repo.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "invalid credentials")
        return user
