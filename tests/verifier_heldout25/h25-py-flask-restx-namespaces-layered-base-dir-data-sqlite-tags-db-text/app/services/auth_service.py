from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app
from sqlalchemy.exc import IntegrityError

from ..repositories.user_repository import UserRepository
from .exceptions import AuthError, DomainError

users = UserRepository()


def token_for(user) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def user_from_token(token: str):
    try:
        data = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return users.get(int(data["sub"]))


def register(username: str, email: str, password: str):
    if not (username and email and password):
        raise DomainError("username, email and password are required")
    try:
        return users.create(
            username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        )
    except IntegrityError as exc:
        raise DomainError("username or email already taken") from exc


def login(email: str, password: str):
    user = users.by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise AuthError("email or password is invalid")
    return user
