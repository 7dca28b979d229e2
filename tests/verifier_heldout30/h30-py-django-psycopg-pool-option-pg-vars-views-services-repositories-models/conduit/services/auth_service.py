from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories import user_repository
from conduit.services.errors import ServiceError


def register(username: str, email: str, password: str) -> User:
    if user_repository.exists(email, username):
        raise ServiceError(422, "username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return user_repository.create(username=username, email=email, password_hash=hashed)


def login(email: str, password: str) -> User:
    user = user_repository.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError(401, "credentials", "invalid")
    return user


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.pk), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def user_for_token(token: str | None) -> User | None:
    if not token:
        return None
    try:
        claims = jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return user_repository.get(int(claims["sub"]))


def profile(username: str, viewer: User | None) -> dict:
    user = user_repository.by_username(username)
    if user is None:
        raise ServiceError(404, "profile", "not found")
    following = viewer is not None and user_repository.is_following(viewer, user)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def follow(viewer: User, username: str, on: bool) -> dict:
    user = user_repository.by_username(username)
    if user is None:
        raise ServiceError(404, "profile", "not found")
    (user_repository.follow if on else user_repository.unfollow)(viewer, user)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": on}
