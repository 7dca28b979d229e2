from datetime import datetime, timedelta, timezone

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from ..models import User
from ..repositories import UserRepository
from .exceptions import DomainError, Unauthorized

_users = UserRepository()


def issue_token(user):
    exp = datetime.now(timezone.utc) + timedelta(days=current_app.config["TOKEN_TTL_DAYS"])
    return jwt.encode({"uid": user.id, "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def user_from_token(token):
    try:
        payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise Unauthorized("invalid token") from exc
    user = _users.by_id(payload["uid"])
    if user is None:
        raise Unauthorized("invalid token")
    return user


def register(username, email, password):
    if not username or not email or not password:
        raise DomainError("username, email and password are required")
    if _users.by_email(email) or _users.by_username(username):
        raise DomainError("has already been taken")
    return _users.add(User(username=username, email=email, password_hash=generate_password_hash(password)))


def login(email, password):
    user = _users.by_email(email or "")
    if user is None or not check_password_hash(user.password_hash, password or ""):
        raise Unauthorized("email or password is invalid")
    return user
