import datetime as dt

import bcrypt
import jwt
from django.conf import settings

from app.models import User
from app.repositories import users


class AccountError(Exception):
    def __init__(self, field: str, message: str, status: int = 422):
        super().__init__(message)
        self.field, self.status = field, status


def _token(user: User) -> str:
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=14)
    return jwt.encode({"uid": user.id, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def _view(user: User) -> dict:
    return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": _token(user)}


def register(username: str, email: str, password: str) -> dict:
    if users.exists(username, email):
        raise AccountError("username", "has already been taken")
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return _view(users.create(User(username=username, email=email, password_hash=hashed)))


def login(email: str, password: str) -> dict:
    user = users.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise AccountError("email or password", "is invalid", status=401)
    return _view(user)
