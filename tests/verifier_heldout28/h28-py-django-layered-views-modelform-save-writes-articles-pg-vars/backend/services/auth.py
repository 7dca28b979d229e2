from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings

from repositories import users


class AuthError(Exception):
    pass


def token(user):
    return jwt.encode({"uid": user.pk, "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      settings.SECRET_KEY, algorithm="HS256")


def user_from_header(header):
    if not header or not header.startswith("Token "):
        return None
    try:
        return users.get(jwt.decode(header[6:], settings.SECRET_KEY, algorithms=["HS256"])["uid"])
    except jwt.PyJWTError as exc:
        raise AuthError("invalid token") from exc


def register(username, email, password):
    if users.by_email(email):
        raise AuthError("email has already been taken")
    return users.create(username, email, password)


def login(email, password):
    user = users.by_email(email)
    if user is None or not user.verify_password(password):
        raise AuthError("email or password is invalid")
    return user
