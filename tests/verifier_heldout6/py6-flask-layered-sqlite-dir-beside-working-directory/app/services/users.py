import time

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from app.models import User
from app.repositories import users as repo


class AuthError(Exception):
    pass


def register(username, email, password):
    if repo.by_email(email) or repo.by_username(username):
        raise AuthError("has already been taken")
    return repo.add(User(username=username, email=email, password_hash=generate_password_hash(password)))


def login(email, password):
    user = repo.by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        raise AuthError("invalid credentials")
    return user


def token(user):
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + 86400}, current_app.config["SECRET_KEY"])


def from_token(raw):
    try:
        return repo.by_id(int(jwt.decode(raw, current_app.config["SECRET_KEY"], algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None
