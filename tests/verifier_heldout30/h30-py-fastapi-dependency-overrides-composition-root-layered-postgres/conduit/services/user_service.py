import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models.user import User
from conduit.repositories.user_repository import SqlUserRepository
from conduit.services.errors import ServiceError

SECRET = os.environ.get("JWT_SECRET", "conduit-secret")


class UserService:
    def __init__(self, users: SqlUserRepository) -> None:
        self.users = users

    async def register(self, username: str, email: str, password: str) -> User:
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise ServiceError(422, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return await self.users.add(User(username=username, email=email, password_hash=hashed))

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise ServiceError(401, "credentials", "invalid")
        return user

    def issue_token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            claims = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(claims["sub"]))

    async def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = await self.users.by_username(username)
        if user is None:
            raise ServiceError(404, "profile", "not found")
        following = viewer is not None and await self.users.is_following(viewer.id, user.id)
        return user, following

    async def follow(self, viewer: User, username: str) -> tuple[User, bool]:
        user, _ = await self.profile(username, viewer)
        await self.users.set_following(viewer.id, user.id, True)
        return user, True

    async def unfollow(self, viewer: User, username: str) -> tuple[User, bool]:
        user, _ = await self.profile(username, viewer)
        await self.users.set_following(viewer.id, user.id, False)
        return user, False
