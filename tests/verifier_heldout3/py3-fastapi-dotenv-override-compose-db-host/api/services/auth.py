import time

import bcrypt
import jwt

from api.config import settings
from api.models import User
from api.repositories.users import UserRepository


class AuthError(Exception):
    pass


class AuthService:
    def __init__(self, users: UserRepository):
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email):
            raise AuthError("email is taken")
        pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password=pw))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if not user or not bcrypt.checkpw(password.encode(), user.password.encode()):
            raise AuthError("invalid credentials")
        return user

    def token(self, user: User) -> str:
        return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, settings.jwt_secret, "HS256")

    def resolve(self, token: str) -> User:
        try:
            uid = int(jwt.decode(token, settings.jwt_secret, ["HS256"])["sub"])
        except jwt.PyJWTError as e:
            raise AuthError("bad token") from e
        user = self.users.by_id(uid)
        if user is None:
            raise AuthError("bad token")
        return user
