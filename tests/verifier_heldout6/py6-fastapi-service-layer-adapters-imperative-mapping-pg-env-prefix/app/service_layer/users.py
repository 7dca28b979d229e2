import datetime as dt

import jwt
from passlib.hash import bcrypt

from app.config.settings import get_app_settings
from app.domain.models import User
from app.service_layer.unit import transaction


class AuthError(Exception):
    pass


class UserService:
    async def register(self, username: str, email: str, password: str) -> tuple[User, str]:
        async with transaction() as repos:
            if await repos.users.by_email(email) or await repos.users.by_username(username):
                raise AuthError("username or email already taken")
            user = await repos.users.add(User(username=username, email=email, password_hash=bcrypt.hash(password)))
        return user, self.token_for(user)

    async def login(self, email: str, password: str) -> tuple[User, str]:
        async with transaction() as repos:
            user = await repos.users.by_email(email)
        if user is None or not bcrypt.verify(password, user.password_hash):
            raise AuthError("invalid credentials")
        return user, self.token_for(user)

    async def from_token(self, token: str) -> User | None:
        settings = get_app_settings()
        try:
            payload = jwt.decode(token, settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        async with transaction() as repos:
            return await repos.users.get(int(payload["sub"]))

    def token_for(self, user: User) -> str:
        settings = get_app_settings()
        exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(minutes=settings.jwt_ttl_minutes)
        return jwt.encode({"sub": str(user.id), "exp": exp}, settings.jwt_secret, algorithm="HS256")
