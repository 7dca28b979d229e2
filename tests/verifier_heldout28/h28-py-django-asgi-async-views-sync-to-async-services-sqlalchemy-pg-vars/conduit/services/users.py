import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError

_SECRET = os.environ.get("JWT_SECRET", "conduit-jwt")
_repo = UserRepository()


def token_for(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      _SECRET, algorithm="HS256")


def authenticate(header: str | None) -> User | None:
    if not header or not header.startswith("Token "):
        return None
    try:
        user = _repo.get(int(jwt.decode(header[6:], _SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        user = None
    if user is None:
        raise ServiceError(401, "token", "is invalid")
    return user


def register(username: str, email: str, password: str) -> User:
    if _repo.by_email(email) or _repo.by_username(username):
        raise ServiceError(409, "user", "has already been taken")
    return _repo.add(User(username=username, email=email, bio="",
                          password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()))


def login(email: str, password: str) -> User:
    user = _repo.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError(401, "email or password", "is invalid")
    return user


def profile(username: str, viewer: User | None) -> dict:
    user = _repo.by_username(username)
    if user is None:
        raise ServiceError(404, "profile", "not found")
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": bool(viewer and user in viewer.following)}


def set_follow(viewer: User, username: str, follow: bool) -> dict:
    target = _repo.by_username(username)
    if target is None:
        raise ServiceError(404, "profile", "not found")
    if follow and target not in viewer.following:
        viewer.following.append(target)
    if not follow and target in viewer.following:
        viewer.following.remove(target)
    _repo.commit()
    return profile(username, viewer)
