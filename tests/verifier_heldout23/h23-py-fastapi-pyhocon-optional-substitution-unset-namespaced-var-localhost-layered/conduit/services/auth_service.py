from datetime import datetime, timedelta, timezone

import jwt
from argon2 import PasswordHasher
from argon2.exceptions import VerifyMismatchError

from ..models import User
from ..repositories.user_repository import UserRepository
from .errors import AuthenticationError, DomainError

_hasher = PasswordHasher()


class AuthService:
    def __init__(self, users: UserRepository, secret: str, token_days: int):
        self.users = users
        self.secret = secret
        self.token_days = token_days

    def issue(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(days=self.token_days)
        return jwt.encode({"sub": str(user.id), "exp": exp}, self.secret, algorithm="HS256")

    def identify(self, token: str) -> User:
        try:
            user_id = int(jwt.decode(token, self.secret, algorithms=["HS256"])["sub"])
        except (jwt.PyJWTError, KeyError, ValueError) as exc:
            raise AuthenticationError("invalid token") from exc
        user = self.users.get(user_id)
        if user is None:
            raise AuthenticationError("invalid token")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.find_by_email(email) or self.users.find_by_username(username):
            raise DomainError("username or email is already taken")
        return self.users.insert(User(username=username, email=email, password_hash=_hasher.hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.find_by_email(email)
        try:
            if user is None or not _hasher.verify(user.password_hash, password):
                raise AuthenticationError("invalid credentials")
        except VerifyMismatchError as exc:
            raise AuthenticationError("invalid credentials") from exc
        return user
