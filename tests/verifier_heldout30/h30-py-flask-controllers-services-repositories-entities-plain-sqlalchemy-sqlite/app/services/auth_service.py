from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from app.entities import User
from app.services.errors import ServiceError, Unauthorized


class AuthService:
    def __init__(self, users, secret: str) -> None:
        self._users = users
        self._secret = secret

    def register(self, username: str, email: str, password: str) -> User:
        if self._users.exists(email, username):
            raise ServiceError("email", "has already been taken")
        hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return self._users.add(User(username=username, email=email, password_hash=hashed))

    def login(self, email: str, password: str) -> User:
        user = self._users.by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized("credentials", "invalid")
        return user

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=1)
        return jwt.encode({"sub": str(user.id), "exp": exp}, self._secret, algorithm="HS256")

    def user_from_token(self, token: str | None) -> User | None:
        if not token:
            return None
        try:
            payload = jwt.decode(token, self._secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self._users.get(int(payload["sub"]))
