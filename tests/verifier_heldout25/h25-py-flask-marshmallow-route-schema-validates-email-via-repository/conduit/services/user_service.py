from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app

from ..models import User
from ..repositories.user_repository import UserRepository
from .errors import ServiceError

_users = UserRepository()


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=12)
    return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["JWT_SECRET"], algorithm="HS256")


def resolve_token(token: str) -> User | None:
    try:
        claims = jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return _users.by_id(int(claims["sub"]))


def register(username: str, email: str, password: str) -> User:
    if _users.username_exists(username):
        raise ServiceError("username has already been taken", 409)
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _users.add(User(username=username, email=email, password_hash=hashed))


def authenticate(email: str, password: str) -> User:
    user = _users.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError("email or password is invalid", 401)
    return user


def profile(username: str, viewer: User | None) -> dict:
    user = _users.by_username(username)
    if user is None:
        raise ServiceError("profile not found", 404)
    following = viewer is not None and _users.is_following(viewer.id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def follow(viewer: User, username: str) -> dict:
    target = _users.by_username(username)
    if target is None:
        raise ServiceError("profile not found", 404)
    _users.follow(viewer.id, target.id)
    return profile(username, viewer)
