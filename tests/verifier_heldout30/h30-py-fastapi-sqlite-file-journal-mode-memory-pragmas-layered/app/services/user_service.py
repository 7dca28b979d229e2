import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.user_repository import UserRepository
from app.services.errors import DomainError

SECRET = os.environ.get("JWT_SECRET", "conduit")


class UserService:
    def __init__(self, users: UserRepository) -> None:
        self.users = users

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise DomainError(422, "username", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self.users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise DomainError(401, "credentials", "invalid")
        return user

    def token(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def from_token(self, token: str | None) -> User | None:
        if not token:
            return None
        try:
            claims = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get(int(claims["sub"]))
