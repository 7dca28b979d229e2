from datetime import datetime, timedelta, timezone

import bcrypt
import jwt

from conduit import settings
from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import Invalid

_users = UserRepository()


def register(username: str, email: str, password: str) -> User:
    if _users.by_email(email):
        raise Invalid("email has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _users.add(User(username=username, email=email, password=hashed))


def authenticate(email: str, password: str) -> User | None:
    user = _users.by_email(email)
    if user and bcrypt.checkpw(password.encode(), user.password.encode()):
        return user
    return None


def issue_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=7)
    return jwt.encode({"uid": user.id, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def user_for_token(token: str | None) -> User | None:
    if not token:
        return None
    try:
        return _users.get(jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["uid"])
    except jwt.PyJWTError:
        return None
