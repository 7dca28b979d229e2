import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from ..repositories.user_repository import UserRepository
from .errors import NotFound, ServiceError, Unauthorized

users = UserRepository()


def token_for(user):
    return jwt.encode({"id": user.pk}, settings.JWT_SECRET, algorithm="HS256")


def user_from_token(token):
    try:
        payload = jwt.decode(token, settings.JWT_SECRET, algorithms=["HS256"])
    except jwt.PyJWTError as exc:
        raise Unauthorized("invalid token") from exc
    user = users.get_by_id(payload["id"])
    if user is None:
        raise Unauthorized("invalid token")
    return user


def register(username, email, password):
    if not (username and email and password):
        raise ServiceError("username, email and password are required")
    if users.exists(email, username):
        raise ServiceError("has already been taken")
    return users.create(username=username, email=email, password=make_password(password))


def login(email, password):
    user = users.get_by_email(email or "")
    if user is None or not check_password(password or "", user.password):
        raise Unauthorized("email or password is invalid")
    return user


def profile(username, viewer=None):
    user = users.get_by_username(username)
    if user is None:
        raise NotFound("profile not found")
    return {"username": user.username, "bio": user.bio, "image": user.image,
            "following": bool(viewer) and users.is_following(viewer, user)}


def set_follow(viewer, username, on):
    user = users.get_by_username(username)
    if user is None:
        raise NotFound("profile not found")
    (users.follow if on else users.unfollow)(viewer, user)
    return profile(username, viewer)
