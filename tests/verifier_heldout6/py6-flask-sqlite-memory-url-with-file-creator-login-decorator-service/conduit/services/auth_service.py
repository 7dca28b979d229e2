import time

import bcrypt
import jwt
from flask import current_app

from conduit.repositories import user_repository


class AuthError(Exception):
    pass


def register(username, email, password):
    if user_repository.find_by_email(email) or user_repository.find_by_username(username):
        raise AuthError("has already been taken")
    return user_repository.create(username=username, email=email,
                                  password_hash=bcrypt.hashpw(password.encode(), bcrypt.gensalt()))


def login(email, password):
    user = user_repository.find_by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash):
        raise AuthError("email or password is invalid")
    return user


def issue_token(user):
    cfg = current_app.config
    return jwt.encode({"sub": str(user.id), "exp": int(time.time()) + cfg["TOKEN_TTL"]}, cfg["SECRET_KEY"], "HS256")


def user_for_token(token):
    try:
        claims = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return user_repository.get(int(claims["sub"]))
