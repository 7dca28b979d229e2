from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from .. import settings
from ..models import Profile, User
from ..repositories.users import FollowRepository, UserRepository
from .errors import Conflict, NotFound, ServiceError, Unauthorized


class UserService:
    def __init__(self, users: UserRepository, follows: FollowRepository):
        self.users = users
        self.follows = follows

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")

    async def from_token(self, token: str) -> User | None:
        try:
            claims = jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return await self.users.get(int(claims["sub"]))

    async def register(self, username: str, email: str, password: str) -> User:
        if not (username and email and password):
            raise ServiceError("username, email and password are required")
        if await self.users.by_email(email) or await self.users.by_username(username):
            raise Conflict("username or email already taken")
        return await self.users.insert(username, email, bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode())

    async def login(self, email: str, password: str) -> User:
        user = await self.users.by_email(email or "")
        if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
            raise Unauthorized("email or password is invalid")
        return user

    async def profile(self, username: str, viewer: User | None) -> Profile:
        target = await self.users.by_username(username)
        if target is None:
            raise NotFound("profile not found")
        following = viewer is not None and await self.follows.exists(viewer.id, target.id)
        return Profile(target.username, target.bio, target.image, following)

    async def follow(self, viewer: User, username: str, on: bool) -> Profile:
        target = await self.users.by_username(username)
        if target is None:
            raise NotFound("profile not found")
        if on:
            await self.follows.add(viewer.id, target.id)
        else:
            await self.follows.remove(viewer.id, target.id)
        return await self.profile(username, viewer)
