import datetime

import jwt
from passlib.hash import bcrypt

from app.models import User
from app.repositories.user_repository import UserRepository

SECRET = "conduit-secret-key"


class UserService:
    def __init__(self) -> None:
        self.repo = UserRepository()

    async def register(self, username: str, email: str, password: str) -> User:
        return await self.repo.save(User(username=username, email=email, hashed_password=bcrypt.hash(password)))

    async def login(self, email: str, password: str) -> User | None:
        user = await self.repo.find_by_email(email)
        if user and bcrypt.verify(password, user.hashed_password):
            return user
        return None

    async def from_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.repo.find_by_id(payload["id"])

    def token(self, user: User) -> str:
        exp = datetime.datetime.now(datetime.timezone.utc) + datetime.timedelta(days=1)
        return jwt.encode({"id": user.id, "exp": exp}, SECRET, algorithm="HS256")
