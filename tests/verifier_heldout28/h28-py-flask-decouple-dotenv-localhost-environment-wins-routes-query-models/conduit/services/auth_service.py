from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from flask import current_app

from conduit.models import User
from conduit.repositories import users
from conduit.services.errors import ServiceError


def token_for(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(hours=current_app.config["TOKEN_TTL_HOURS"])
    return jwt.encode({"sub": str(user.id), "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def user_from_token(token: str) -> User:
    try:
        claims = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise ServiceError("token", "is invalid", 401) from exc
    user = users.get(int(claims["sub"]))
    if user is None:
        raise ServiceError("token", "is invalid", 401)
    return user


def register(username: str, email: str, password: str) -> User:
    if users.by_email(email):
        raise ServiceError("email", "has already been taken", 409)
    if users.by_username(username):
        raise ServiceError("username", "has already been taken", 409)
    pw = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    return users.add(User(username=username, email=email, password_hash=pw))


def login(email: str, password: str) -> User:
    user = users.by_email(email)
    if user is None or not bcrypt.checkpw(password.encode(), user.password_hash.encode()):
        raise ServiceError("credentials", "invalid", 401)
    return user
