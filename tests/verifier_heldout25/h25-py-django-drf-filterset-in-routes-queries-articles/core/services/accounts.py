from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password
from rest_framework.exceptions import AuthenticationFailed, ValidationError

from ..repositories import members


def token(member) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(member.pk), "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def member_for_token(raw: str):
    try:
        return members.get(int(jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["sub"]))
    except jwt.PyJWTError:
        return None


def register(data: dict):
    if not all(data.get(k) for k in ("username", "email", "password")):
        raise ValidationError({"body": ["username, email and password are required"]})
    if members.taken(data["username"], data["email"]):
        raise ValidationError({"body": ["username or email already taken"]})
    return members.create(data["username"], data["email"], data["password"])


def login(email: str, password: str):
    member = members.by_email(email or "")
    if member is None or not check_password(password or "", member.password):
        raise AuthenticationFailed("email or password is invalid")
    return member
