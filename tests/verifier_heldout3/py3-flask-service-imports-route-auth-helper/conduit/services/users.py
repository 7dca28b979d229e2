import time

import bcrypt
import jwt
from flask import current_app

from conduit.models import User
from conduit.repositories import users as repo
from conduit.services import ServiceError


def register(username: str, email: str, password: str) -> User:
    if repo.find(email=email) or repo.find(username=username):
        raise ServiceError("already taken")
    return repo.add(User(username=username, email=email, password=bcrypt.hashpw(password.encode(), bcrypt.gensalt())))


def login(email: str, password: str) -> User:
    user = repo.find(email=email)
    if not user or not bcrypt.checkpw(password.encode(), user.password):
        raise ServiceError("invalid email or password", 401)
    return user


def token_for(user: User) -> str:
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 86400}, current_app.config["JWT_SECRET"], "HS256")


def user_for(token: str) -> User | None:
    try:
        data = jwt.decode(token, current_app.config["JWT_SECRET"], ["HS256"])
    except jwt.PyJWTError:
        return None
    return repo.get(data["id"])
