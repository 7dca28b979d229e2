from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit.models import User
from conduit.repositories import users
from conduit.services.errors import DomainError, NotFoundError
from conduit.settings import settings


def register(username: str, email: str, password: str) -> User:
    if users.by_email(email) or users.by_username(username):
        raise DomainError("username or email already taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt())
    return users.insert(User(username=username, email=email, password_hash=hashed))


def authenticate(email: str, password: str) -> User | None:
    user = users.by_email(email)
    if user and bcrypt.checkpw(password.encode(), user.password_hash):
        return user
    return None


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=settings.token_days)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.secret_key, algorithm="HS256")


def user_for_token(token: str) -> User | None:
    try:
        claims = jwt.decode(token, settings.secret_key, algorithms=["HS256"])
    except jwt.InvalidTokenError:
        return None
    return users.by_id(int(claims["sub"]))


def profile(username: str, viewer: User | None) -> tuple[User, bool]:
    user = users.by_username(username)
    if user is None:
        raise NotFoundError("no such profile")
    return user, bool(viewer and users.follows(viewer.id, user.id))


def follow(viewer: User, username: str, on: bool) -> User:
    user, _ = profile(username, viewer)
    users.set_follow(viewer.id, user.id, on)
    return user
