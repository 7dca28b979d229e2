from datetime import datetime, timedelta, timezone

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

from ..models import User
from .errors import ManagerError

_hasher = PasswordHasher()


class UserManager:
    def __init__(self, users, settings):
        self.users = users
        self.settings = settings

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(hours=self.settings.jwt_hours)
        return jwt.encode({"sub": str(user.id), "exp": exp}, self.settings.jwt_secret, algorithm="HS256")

    def user_for_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, self.settings.jwt_secret, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.find_by_id(int(payload["sub"]))

    def register(self, data: dict) -> User:
        for key in ("username", "email", "password"):
            if not data.get(key):
                raise ManagerError(key, "can't be blank")
        if self.users.taken(data["username"], data["email"]):
            raise ManagerError("username", "has already been taken", 409)
        user = User(username=data["username"], email=data["email"], password_hash=_hasher.hash(data["password"]))
        return self.users.insert(user)

    def login(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email or "")
        try:
            if user is None or not _hasher.verify(user.password_hash, password or ""):
                raise VerifyMismatchError
        except VerifyMismatchError:
            raise ManagerError("credentials", "invalid", 401) from None
        return user

    def update(self, user: User, data: dict) -> User:
        for key in ("username", "email", "bio", "image"):
            if key in data:
                setattr(user, key, data[key])
        if data.get("password"):
            user.password_hash = _hasher.hash(data["password"])
        self.users.commit()
        return user
