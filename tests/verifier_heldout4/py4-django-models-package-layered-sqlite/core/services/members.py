from datetime import datetime, timedelta, timezone

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

from core.models import Member
from core.repositories import members as repo
from core.services.errors import NotFound, ServiceError, Unauthorized


def register(username: str, email: str, password: str) -> Member:
    if repo.exists(username, email):
        raise ServiceError("username", "has already been taken")
    return repo.create(username=username, email=email, password=make_password(password))


def login(email: str, password: str) -> Member:
    member = repo.by_email(email)
    if member is None or not check_password(password, member.password):
        raise Unauthorized("email or password", "is invalid")
    return member


def token(member: Member) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=2)
    return jwt.encode({"id": member.pk, "exp": exp}, settings.JWT_SECRET, algorithm="HS256")


def from_header(header: str | None, required: bool) -> Member | None:
    if not header or not header.startswith("Token "):
        if required:
            raise Unauthorized("token", "is missing")
        return None
    try:
        member_id = jwt.decode(header[6:], settings.JWT_SECRET, algorithms=["HS256"])["id"]
    except jwt.PyJWTError:
        raise Unauthorized("token", "is invalid")
    member = repo.by_id(member_id)
    if member is None:
        raise Unauthorized("token", "is invalid")
    return member


def update(member: Member, data: dict) -> Member:
    for field in ("username", "email", "bio", "image"):
        if field in data:
            setattr(member, field, data[field])
    if data.get("password"):
        member.password = make_password(data["password"])
    return repo.save(member)


def profile(username: str, viewer: Member | None) -> tuple[Member, bool]:
    member = repo.by_username(username)
    if member is None:
        raise NotFound("profile", "not found")
    return member, bool(viewer) and repo.is_following(viewer, member)


def set_follow(viewer: Member, username: str, on: bool) -> tuple[Member, bool]:
    member, _ = profile(username, viewer)
    (repo.follow if on else repo.unfollow)(viewer, member)
    return member, on
