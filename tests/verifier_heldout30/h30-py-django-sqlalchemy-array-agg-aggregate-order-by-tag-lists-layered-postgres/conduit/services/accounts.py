from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories import users
from conduit.services.errors import ServiceError


def register(username: str, email: str, password: str) -> User:
    if users.by_email(email) or users.by_username(username):
        raise ServiceError(422, "username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return users.add(User(username=username, email=email, password_hash=hashed))


def login(email: str, password: str) -> User:
    user = users.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError(401, "credentials", "invalid")
    return user


def token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def identify(raw: str | None) -> User | None:
    if not raw:
        return None
    try:
        return users.get(int(jwt.decode(raw, settings.JWT_SECRET, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None
