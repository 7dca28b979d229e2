from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from conduit.db import unit_of_work
from conduit.domain import User
from conduit.interactors.errors import InteractorError, Unauthorized
from conduit.repos.user_repo import UserRepo


def _token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def _public(user: User) -> dict:
    return {"email": user.email, "username": user.username, "bio": user.bio, "image": user.image, "token": _token(user)}


def register(username: str, email: str, password: str) -> dict:
    with unit_of_work() as session:
        repo = UserRepo(session)
        errors = {}
        if repo.by_email(email):
            errors["email"] = ["has already been taken"]
        if repo.by_username(username):
            errors["username"] = ["has already been taken"]
        if errors:
            raise InteractorError(errors)
        digest = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
        return _public(repo.add(User(username=username, email=email, password_hash=digest)))


def login(email: str, password: str) -> dict:
    with unit_of_work() as session:
        user = UserRepo(session).by_email(email)
        if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
            raise Unauthorized({"credentials": ["invalid"]})
        return _public(user)
