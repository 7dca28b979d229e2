import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.models import User
from app.repositories.users import UserRepository
from app.services.errors import AuthError

SECRET = os.environ.get("JWT_SECRET", "conduit")


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> dict:
        user = User(username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()))
        return self._payload(self.users.add(user))

    def login(self, email: str, password: str) -> dict:
        user = self.users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
            raise AuthError("invalid credentials")
        return self._payload(user)

    def user_id_from_token(self, token: str) -> int:
        try:
            return int(jwt.decode(token, SECRET, algorithms=["HS256"])["sub"])
        except jwt.PyJWTError as exc:
            raise AuthError(str(exc)) from exc

    def _payload(self, user: User) -> dict:
        exp = datetime.now(timezone.utc) + timedelta(hours=24)
        token = jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")
        return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": token}
