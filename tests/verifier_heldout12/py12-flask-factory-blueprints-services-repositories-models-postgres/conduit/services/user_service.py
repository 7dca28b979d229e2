import datetime as dt

import jwt
from flask import current_app
from werkzeug.security import check_password_hash, generate_password_hash

from conduit.models import User
from conduit.repositories.user_repository import UserRepository
from conduit.services.errors import ApiError

users = UserRepository()


def token_for(user: User) -> str:
    payload = {"uid": user.id, "exp": dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=1)}
    return jwt.encode(payload, current_app.config["SECRET_KEY"], algorithm="HS256")


def user_from_token(token: str) -> User | None:
    try:
        uid = jwt.decode(token, current_app.config["SECRET_KEY"], algorithms=["HS256"])["uid"]
    except jwt.PyJWTError:
        return None
    return users.get(uid)


def register(username: str, email: str, password: str) -> User:
    if users.by_email(email) or users.by_username(username):
        raise ApiError("has already been taken")
    return users.create(username=username, email=email, password_hash=generate_password_hash(password))


def login(email: str, password: str) -> User:
    user = users.by_email(email)
    if user is None or not check_password_hash(user.password_hash, password):
        raise ApiError("email or password is invalid", 401)
    return user


def profile(username: str) -> User:
    user = users.by_username(username)
    if user is None:
        raise ApiError("profile not found", 404)
    return user


def set_following(viewer: User, username: str, follow: bool) -> User:
    target = profile(username)
    if follow and target not in viewer.following:
        viewer.following.append(target)
    elif not follow and target in viewer.following:
        viewer.following.remove(target)
    users.save(viewer)
    return target
