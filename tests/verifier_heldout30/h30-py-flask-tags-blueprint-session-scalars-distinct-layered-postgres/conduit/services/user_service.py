from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app

from conduit.models import User
from conduit.repositories import user_repository
from conduit.services.errors import DomainError


def register(username: str, email: str, password: str) -> User:
    if user_repository.get_by_email(email) or user_repository.get_by_username(username):
        raise DomainError(422, "username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return user_repository.add(User(username=username, email=email, password_hash=hashed))


def login(email: str, password: str) -> User:
    user = user_repository.get_by_email(email)
    if not user or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise DomainError(401, "credentials", "invalid")
    return user


def token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=24)
    return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def from_token(raw: str | None) -> User | None:
    if not raw:
        return None
    try:
        data = jwt.decode(raw, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return user_repository.get_by_id(int(data["sub"]))


def profile(username: str, viewer: User | None) -> tuple[User, bool]:
    user = user_repository.get_by_username(username)
    if user is None:
        raise DomainError(404, "profile", "not found")
    following = viewer is not None and user_repository.is_following(viewer.id, user.id)
    return user, following


def follow(viewer: User, username: str) -> tuple[User, bool]:
    user, _ = profile(username, viewer)
    user_repository.follow(viewer.id, user.id)
    return user, True
