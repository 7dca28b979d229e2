from datetime import datetime, timedelta, timezone

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import ServiceError, Unauthorized


class AuthService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def token_for(self, user: User) -> str:
        payload = {
            "sub": str(user.id),
            "exp": datetime.now(timezone.utc) + timedelta(days=current_app.config["JWT_EXPIRES_DAYS"]),
        }
        return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")

    def user_from_token(self, token: str) -> User:
        try:
            payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError as exc:
            raise Unauthorized("token", "is invalid") from exc
        user = self.users.get(int(payload["sub"]))
        if user is None:
            raise Unauthorized("token", "is invalid")
        return user

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email):
            raise ServiceError("email", "has already been taken")
        if self.users.by_username(username):
            raise ServiceError("username", "has already been taken")
        return self.users.add(User(username=username, email=email, password_hash=generate_password_hash(password)))

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise ServiceError("email or password", "is invalid")
        return user
