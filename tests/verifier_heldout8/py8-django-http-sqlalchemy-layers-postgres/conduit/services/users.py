import datetime as dt

import bcrypt
import jwt
from django.conf import settings

from conduit.models import User
from conduit.repositories.users import UserRepository
from conduit.services.errors import ApiError

_users = UserRepository()


def token(user: User) -> str:
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def authenticate(raw_token: str) -> User:
    try:
        user = _users.get(int(jwt.decode(raw_token, settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
    except (jwt.PyJWTError, KeyError, ValueError):
        user = None
    if user is None:
        raise ApiError(401, "token", "is invalid")
    return user


def register(username: str, email: str, password: str) -> User:
    if _users.find(email=email):
        raise ApiError(422, "email", "has already been taken")
    if _users.find(username=username):
        raise ApiError(422, "username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _users.add(User(username=username, email=email, password_hash=hashed))


def login(email: str, password: str) -> User:
    user = _users.find(email=email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ApiError(401, "email or password", "is invalid")
    return user


def is_following(viewer: User | None, author_id: int) -> bool:
    return viewer is not None and _users.follows(viewer.id, author_id)
