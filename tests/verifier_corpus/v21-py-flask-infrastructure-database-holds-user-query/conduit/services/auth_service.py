import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.infrastructure.database import find_user_by_email
from conduit.models import User
from conduit.repositories.user_repository import UserRepository

SECRET = os.environ.get("JWT_SECRET", "conduit-dev-secret")


class AuthError(Exception):
    pass


class AuthService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> dict:
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        user = self.users.add(User(username=username, email=email, password_hash=hashed))
        return self._payload(user)

    def login(self, email: str, password: str) -> dict:
        user = find_user_by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise AuthError("email or password is invalid")
        return self._payload(user)

    def _payload(self, user: User) -> dict:
        exp = datetime.now(timezone.utc) + timedelta(days=7)
        token = jwt.encode({"sub": user.id, "exp": exp}, SECRET, algorithm="HS256")
        return {"email": user.email, "username": user.username, "bio": user.bio,
                "image": user.image, "token": token}
