from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from blog.entities import User
from blog.gateways import UserGateway
from blog.use_cases.errors import UseCaseError


class Accounts:
    def __init__(self, users: UserGateway, secret: str, token_days: int) -> None:
        self._users, self._secret, self._days = users, secret, token_days

    async def sign_up(self, username: str, email: str, password: str) -> User:
        if await self._users.by_username(username):
            raise UseCaseError(422, "username", "has already been taken")
        if await self._users.by_email(email):
            raise UseCaseError(422, "email", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
        return await self._users.insert(User(username=username, email=email, password_hash=hashed))

    async def sign_in(self, email: str, password: str) -> User:
        user = await self._users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise UseCaseError(401, "email or password", "is invalid")
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=self._days)
        return jwt.encode({"uid": user.id, "exp": exp}, self._secret, algorithm="HS256")

    async def identify(self, token: str | None) -> User | None:
        if not token:
            return None
        try:
            uid = jwt.decode(token, self._secret, algorithms=["HS256"])["uid"]
        except jwt.PyJWTError:
            raise UseCaseError(401, "token", "is invalid")
        return await self._users.by_id(uid)

    async def profile(self, username: str, viewer: User | None) -> tuple[User, bool]:
        user = await self._users.by_username(username)
        if user is None:
            raise UseCaseError(404, "profile", "not found")
        following = viewer is not None and await self._users.is_following(viewer.id, user.id)
        return user, following

    async def follow(self, viewer: User, username: str, on: bool) -> tuple[User, bool]:
        user, _ = await self.profile(username, viewer)
        await self._users.set_following(viewer.id, user.id, on)
        return user, on
