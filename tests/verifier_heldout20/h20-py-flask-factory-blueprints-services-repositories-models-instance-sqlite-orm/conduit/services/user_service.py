import datetime as dt
import os

import jwt
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import ServiceError

SECRET = os.environ.get("SECRET_KEY", "conduit-dev-secret")


class UserService:
    def __init__(self, repo: UserRepository | None = None):
        self.repo = repo or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        if self.repo.by_email(email) or self.repo.by_username(username):
            raise ServiceError("username or email has already been taken")
        return self.repo.add(User(username=username, email=email,
                                  password_hash=generate_password_hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.repo.by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise ServiceError("email or password is invalid", 401)
        return user

    def token_for(self, user: User) -> str:
        exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=30)
        return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")

    def user_from_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, SECRET, algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.repo.get(int(payload["sub"]))
