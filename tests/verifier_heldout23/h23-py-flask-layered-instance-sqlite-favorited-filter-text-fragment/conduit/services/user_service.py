import datetime

import bcrypt
import jwt
from flask import current_app

from ..repositories import user_repository
from . import ServiceError


def _token(user):
    payload = {"sub": str(user.id), "exp": datetime.datetime.utcnow() + datetime.timedelta(days=7)}
    return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")


def serialize(user):
    return {"email": user.email, "token": _token(user), "username": user.username,
            "bio": user.bio, "image": user.image}


def register(data):
    if not all(data.get(k) for k in ("username", "email", "password")):
        raise ServiceError("username, email and password are required")
    if user_repository.get_by_email(data["email"]) or user_repository.get_by_username(data["username"]):
        raise ServiceError("email or username already taken")
    hashed = bcrypt.hashpw(data["password"].encode(), bcrypt.gensalt()).decode()
    return user_repository.create(username=data["username"], email=data["email"], password_hash=hashed)


def authenticate(email, password):
    user = user_repository.get_by_email(email or "")
    if user is None or not bcrypt.checkpw((password or "").encode(), user.password_hash.encode()):
        raise ServiceError("invalid credentials", 401)
    return user


def from_token(token):
    try:
        payload = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])
    except jwt.InvalidTokenError:
        return None
    return user_repository.get_by_id(int(payload["sub"]))


def profile(username, viewer=None):
    user = user_repository.get_by_username(username)
    if user is None:
        raise ServiceError("profile not found", 404)
    following = bool(viewer) and user_repository.is_following(viewer.id, user.id)
    return {"username": user.username, "bio": user.bio, "image": user.image, "following": following}


def follow(viewer, username):
    user = user_repository.get_by_username(username)
    if user is None:
        raise ServiceError("profile not found", 404)
    user_repository.follow(viewer.id, user.id)
    return profile(username, viewer)
