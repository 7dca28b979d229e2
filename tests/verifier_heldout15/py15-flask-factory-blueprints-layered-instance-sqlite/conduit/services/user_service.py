import datetime as dt

import bcrypt
import jwt
from flask import current_app

from conduit.repositories import user_repository
from conduit.services.errors import ServiceError


def _token(user_id: int) -> str:
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    return jwt.encode({"sub": user_id, "exp": exp}, current_app.config["SECRET_KEY"], algorithm="HS256")


def register(username, email, password):
    if not username or not email or not password:
        raise ServiceError("username, email and password are required")
    if user_repository.find_by_email(email) or user_repository.find_by_username(username):
        raise ServiceError("username or email already taken", 409)
    hashed = bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()
    user = user_repository.create(username=username, email=email, password_hash=hashed)
    return user, _token(user.id)


def login(email, password):
    user = user_repository.find_by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise ServiceError("email or password is invalid", 401)
    return user, _token(user.id)


def to_json(user, token):
    return {"email": user.email, "token": token, "username": user.username, "bio": user.bio, "image": user.image}
