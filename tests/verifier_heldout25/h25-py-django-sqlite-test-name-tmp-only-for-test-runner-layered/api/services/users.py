from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from ..repositories.users import UserRepository
from .errors import Conflict, NotFound, ServiceError, Unauthorized

users = UserRepository()


def token_for(user) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.pk), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def user_for_token(token: str):
    try:
        return users.get(int(jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def register(username: str, email: str, password: str):
    if not (username and email and password):
        raise ServiceError("username, email and password are required")
    if users.taken(username, email):
        raise Conflict("username or email already taken")
    return users.create(
        username=username, email=email, password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    )


def login(email: str, password: str):
    user = users.by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise Unauthorized("email or password is invalid")
    return user


def profile(username: str, viewer=None) -> dict:
    target = users.by_username(username)
    if target is None:
        raise NotFound("profile not found")
    following = viewer is not None and users.is_following(viewer, target)
    return {"username": target.username, "bio": target.bio, "image": target.image, "following": following}


def set_following(viewer, username: str, follow: bool) -> dict:
    target = users.by_username(username)
    if target is None:
        raise NotFound("profile not found")
    (users.follow if follow else users.unfollow)(viewer, target)
    return profile(username, viewer)
