import datetime as dt

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from conduit.repositories.users import UserRepository
from conduit.services.errors import ServiceError

users = UserRepository()


def token_for(user) -> str:
    exp = dt.datetime.now(dt.timezone.utc) + dt.timedelta(days=7)
    return jwt.encode({"uid": user.pk, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def user_for_token(token: str | None):
    if not token:
        return None
    try:
        payload = jwt.decode(token, settings.SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise ServiceError(401, "token", "is invalid")
    return users.get(payload["uid"])


def register(username: str, email: str, password: str):
    if users.email_taken(email):
        raise ServiceError(422, "email", "has already been taken")
    if users.username_taken(username):
        raise ServiceError(422, "username", "has already been taken")
    return users.create(username=username, email=email, password=make_password(password))


def login(email: str, password: str):
    user = users.by_email(email)
    if user is None or not check_password(password, user.password):
        raise ServiceError(401, "email or password", "is invalid")
    return user
