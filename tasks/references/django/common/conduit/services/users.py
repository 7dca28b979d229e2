"""Registration, login, token authentication and the current user's settings."""

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from conduit import security
from conduit.models import User
from conduit.repositories import users as user_store
from conduit.services import fields
from conduit.services.errors import Unauthorized, ValidationFailed


@dataclass(frozen=True)
class AuthenticatedUser:
    user: User
    token: str


def register(data: Mapping[str, Any]) -> AuthenticatedUser:
    username = fields.required_string(data, "username")
    email = fields.email(data)
    password = fields.required_string(data, "password")
    _ensure_free(email=email, username=username)
    user = user_store.save(
        User(username=username, email=email, password_hash=security.hash_password(password))
    )
    return AuthenticatedUser(user, security.create_token(user.id))


def login(data: Mapping[str, Any]) -> AuthenticatedUser:
    email = fields.email(data)
    password = fields.required_string(data, "password")
    user = user_store.by_email(email)
    if user is None or not security.verify_password(password, user.password_hash):
        raise Unauthorized("email or password is invalid")
    return AuthenticatedUser(user, security.create_token(user.id))


def authenticate(token: str | None) -> AuthenticatedUser:
    user_id = security.decode_token(token) if token else None
    user = user_store.get(user_id) if user_id is not None else None
    if user is None:
        raise Unauthorized("a valid token is required")
    return AuthenticatedUser(user, token)


def update(current: AuthenticatedUser, data: Mapping[str, Any]) -> AuthenticatedUser:
    """Changes only the fields sent; validates all of them before changing any."""
    changes: dict[str, str | None] = {}
    if "email" in data:
        changes["email"] = fields.email(data)
    if "username" in data:
        changes["username"] = fields.required_string(data, "username")
    if "password" in data:
        changes["password_hash"] = security.hash_password(fields.required_string(data, "password"))
    for field in ("bio", "image"):
        if field in data:
            changes[field] = fields.optional_string(data, field)
    _ensure_free(email=changes.get("email"), username=changes.get("username"), owner=current.user)

    for field, value in changes.items():
        setattr(current.user, field, value)
    user_store.save(current.user)
    return current


def _ensure_free(*, email: str | None, username: str | None, owner: User | None = None) -> None:
    taken = []
    if email is not None and user_store.by_email(email) not in (None, owner):
        taken.append("email has already been taken")
    if username is not None and user_store.by_username(username) not in (None, owner):
        taken.append("username has already been taken")
    if taken:
        raise ValidationFailed(*taken)
