import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from ..models import Profile


class AccountError(Exception):
    status = 422


def token(profile):
    return jwt.encode({"pid": profile.pk}, settings.SECRET_KEY, algorithm="HS256")


def from_token(raw):
    try:
        pid = jwt.decode(raw, settings.SECRET_KEY, algorithms=["HS256"])["pid"]
    except jwt.PyJWTError:
        return None
    return Profile.objects.by_pk(pid)


def register(username, email, password):
    if Profile.objects.by_email(email) or Profile.objects.by_username(username):
        raise AccountError("username or email already taken")
    return Profile.objects.register(username, email, make_password(password))


def login(email, password):
    profile = Profile.objects.by_email(email or "")
    if profile is None or not check_password(password or "", profile.password_hash):
        err = AccountError("invalid credentials")
        err.status = 401
        raise err
    return profile


def profile_view(username, viewer=None):
    profile = Profile.objects.by_username(username)
    if profile is None:
        err = AccountError("profile not found")
        err.status = 404
        raise err
    return {"username": profile.username, "bio": profile.bio, "image": profile.image,
            "following": Profile.objects.is_following(viewer, profile)}


def follow(viewer, username, on):
    target = Profile.objects.by_username(username)
    if target is None:
        err = AccountError("profile not found")
        err.status = 404
        raise err
    Profile.objects.follow(viewer, target, on)
    return profile_view(username, viewer)
