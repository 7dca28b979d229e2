import time

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from blog.repositories import UserRepository

users = UserRepository()


class AccountError(Exception):
    def __init__(self, status, message):
        super().__init__(message)
        self.status = status


def register(username, email, password):
    if users.find(username=username) or users.find(email=email):
        raise AccountError(422, "has already been taken")
    return users.add(username=username, email=email, password=make_password(password))


def login(email, password):
    user = users.find(email=email)
    if user is None or not check_password(password, user.password):
        raise AccountError(401, "invalid credentials")
    return user


def token(user):
    return jwt.encode({"uid": user.id, "exp": int(time.time()) + 86400}, settings.SECRET_KEY, "HS256")


def from_header(header):
    if not header.startswith("Token "):
        return None
    try:
        return users.get(jwt.decode(header[6:], settings.SECRET_KEY, ["HS256"])["uid"])
    except jwt.PyJWTError:
        return None


def follow(viewer, username, on):
    target = users.find(username=username)
    if target is None:
        raise AccountError(404, "profile not found")
    users.set_following(viewer.id, target.id, on)
    return target
