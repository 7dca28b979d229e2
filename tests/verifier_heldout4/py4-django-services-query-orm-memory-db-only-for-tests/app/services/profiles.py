from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password
from rest_framework.exceptions import AuthenticationFailed, ValidationError

from app.models import Profile
from app.services.exceptions import NotFound


def register(username: str, email: str, password: str) -> Profile:
    if Profile.objects.filter(username=username).exists():
        raise ValidationError({"username": ["has already been taken"]})
    if Profile.objects.filter(email=email).exists():
        raise ValidationError({"email": ["has already been taken"]})
    return Profile.objects.create(username=username, email=email, password=make_password(password))


def login(email: str, password: str) -> Profile:
    profile = Profile.objects.filter(email=email).first()
    if profile is None or not check_password(password, profile.password):
        raise AuthenticationFailed("email or password is invalid")
    return profile


def token(profile: Profile) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"pid": profile.pk, "exp": exp}, settings.SECRET_KEY, algorithm="HS256")


def from_token(raw: str) -> Profile:
    try:
        pid = jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["pid"]
    except jwt.PyJWTError:
        raise AuthenticationFailed("invalid token")
    profile = Profile.objects.filter(pk=pid).first()
    if profile is None:
        raise AuthenticationFailed("invalid token")
    return profile


def get(username: str) -> Profile:
    profile = Profile.objects.filter(username=username).first()
    if profile is None:
        raise NotFound()
    return profile


def follow(me: Profile, username: str, on: bool) -> Profile:
    target = get(username)
    (me.following.add if on else me.following.remove)(target)
    return target
