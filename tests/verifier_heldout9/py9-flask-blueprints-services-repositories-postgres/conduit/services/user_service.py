import time

import bcrypt
import jwt
from flask import current_app

from conduit.models import User
from conduit.repositories import user_repository
from conduit.services import ServiceError


def _token(user: User) -> str:
    payload = {"sub": str(user.id), "exp": int(time.time()) + current_app.config["JWT_TTL_SECONDS"]}
    return jwt.encode(payload, current_app.config["JWT_SECRET"], algorithm="HS256")


def register(username: str, email: str, password: str) -> tuple[User, str]:
    if user_repository.get_by_email(email) or user_repository.get_by_username(username):
        raise ServiceError("username or email has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    user = user_repository.add(User(username=username, email=email, password_hash=hashed))
    return user, _token(user)


def login(email: str, password: str) -> tuple[User, str]:
    user = user_repository.get_by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError("email or password is invalid", status=401)
    return user, _token(user)


def user_from_token(token: str) -> User | None:
    try:
        payload = jwt.decode(token, current_app.config["JWT_SECRET"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return user_repository.get_by_id(int(payload["sub"]))


def profile(username: str, viewer: User | None) -> dict:
    user = user_repository.get_by_username(username)
    if user is None:
        raise ServiceError("profile not found", status=404)
    following = viewer is not None and user in viewer.following
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def follow(viewer: User, username: str, on: bool) -> dict:
    user = user_repository.get_by_username(username)
    if user is None:
        raise ServiceError("profile not found", status=404)
    user_repository.set_following(viewer, user, on)
    return profile(username, viewer)
