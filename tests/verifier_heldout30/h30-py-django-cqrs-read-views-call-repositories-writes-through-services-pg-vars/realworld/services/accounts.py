from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from django.conf import settings

from realworld.repositories import authors
from realworld.services.errors import DomainError


def register(username, email, password):
    if authors.by_email(email) or authors.by_username(username):
        raise DomainError({"username": ["has already been taken"]})
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return authors.create(username=username, email=email, password_hash=hashed)


def login(email, password):
    user = authors.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise DomainError({"credentials": ["invalid"]})
    return user


def token(user):
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.pk), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def from_token(raw):
    try:
        return authors.get(int(jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def follow(viewer, username, on):
    target = authors.by_username(username)
    if target is None:
        raise DomainError({"profile": ["not found"]})
    authors.set_following(viewer, target, on)
    return target
