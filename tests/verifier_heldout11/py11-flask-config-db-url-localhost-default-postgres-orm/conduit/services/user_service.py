from datetime import datetime, timedelta, timezone

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from ..models import User
from ..repositories.user_repository import UserRepository
from . import ServiceError


class UserService:
    def __init__(self, users: UserRepository | None = None):
        self.users = users or UserRepository()

    def token_for(self, user: User) -> str:
        exp = datetime.now(timezone.utc) + timedelta(seconds=current_app.config["JWT_TTL_SECONDS"])
        return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], "HS256")

    def user_from_token(self, token: str) -> User | None:
        try:
            payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
        except jwt.PyJWTError:
            return None
        return self.users.get(int(payload["sub"]))

    def register(self, username: str, email: str, password: str) -> User:
        if self.users.by_email(email) or self.users.by_username(username):
            raise ServiceError(422, {"body": ["username or email already taken"]})
        return self.users.add(
            User(username=username, email=email, password_hash=generate_password_hash(password))
        )

    def login(self, email: str, password: str) -> User:
        user = self.users.by_email(email)
        if user is None or not check_password_hash(user.password_hash, password):
            raise ServiceError(401, {"credentials": ["invalid"]})
        return user

    def update(self, user: User, changes: dict) -> User:
        for field in ("username", "email", "bio", "image"):
            if field in changes:
                setattr(user, field, changes[field])
        if changes.get("password"):
            user.password_hash = generate_password_hash(changes["password"])
        return self.users.save(user)
