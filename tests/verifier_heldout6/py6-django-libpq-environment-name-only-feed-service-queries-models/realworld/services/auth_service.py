import time

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from realworld.repositories import user_repository
from realworld.services.errors import ServiceError


def register(username, email, password):
    if user_repository.by_username(username) or user_repository.by_email(email):
        raise ServiceError(422, "username", "has already been taken")
    return user_repository.create(username=username, email=email, password=make_password(password))


def login(email, password):
    user = user_repository.by_email(email)
    if user is None or not check_password(password, user.password):
        raise ServiceError(401, "credentials", "invalid")
    return user


def token_for(user):
    return jwt.encode({"id": user.id, "exp": int(time.time()) + 86400}, settings.SECRET_KEY, algorithm="HS256")


def user_for(token):
    try:
        return user_repository.get(jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])["id"])
    except jwt.PyJWTError:
        return None


def profile(username, viewer=None):
    user = user_repository.by_username(username)
    if user is None:
        raise ServiceError(404, "profile", "not found")
    return user, bool(viewer) and user_repository.is_following(viewer, user)


def set_follow(viewer, username, on):
    user, _ = profile(username)
    (user_repository.follow if on else user_repository.unfollow)(viewer, user)
    return user, on
