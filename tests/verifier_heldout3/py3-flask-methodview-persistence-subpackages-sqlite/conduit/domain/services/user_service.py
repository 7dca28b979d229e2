import time

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.domain.services.errors import DomainError
from conduit.persistence.models import User
from conduit.persistence.repositories.user_repository import UserRepository


class UserService:
    def __init__(self, users: UserRepository | None = None) -> None:
        self.users = users or UserRepository()

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.find_by(email=email) or self.users.find_by(username=username):
            raise DomainError("username or email is already taken")
        return self.users.save(User(username=username, email=email,
                                    password_hash=generate_password_hash(password)))

    def authenticate(self, email: str, password: str) -> User:
        user = self.users.find_by(email=email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise DomainError("email or password is invalid", 401)
        return user

    def issue_token(self, user: User) -> str:
        payload = {"sub": str(user.id), "exp": int(time.time()) + 7 * 86400}
        return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")

    def from_token(self, token: str) -> User:
        try:
            payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise DomainError("invalid token", 401) from exc
        user = self.users.get(int(payload["sub"]))
        if user is None:
            raise DomainError("invalid token", 401)
        return user
