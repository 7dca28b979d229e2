from typing import Any

from conduit import security
from conduit.models import User
from conduit.repositories import users as user_repo
from conduit.repositories.transaction import Conflict
from conduit.services import validation
from conduit.services.errors import NotAuthenticated, ValidationFailed
from conduit.services.views import AuthenticatedUser


def _ensure_free(email: str | None, username: str | None, current: User | None = None) -> None:
    if email is not None and user_repo.get_by_email(email) not in (None, current):
        raise ValidationFailed("email has already been taken")
    if username is not None and user_repo.get_by_username(username) not in (None, current):
        raise ValidationFailed("username has already been taken")


def register(payload: Any) -> AuthenticatedUser:
    data = validation.section(payload, "user")
    username = validation.required_text(data, "username")
    email = validation.email(data)
    password = validation.required_text(data, "password")
    _ensure_free(email, username)
    try:
        user = user_repo.add(
            User(username=username, email=email, password_hash=security.hash_password(password))
        )
    except Conflict:
        raise ValidationFailed("email or username has already been taken") from None
    return AuthenticatedUser(user, security.create_token(user.id))


def login(payload: Any) -> AuthenticatedUser:
    data = validation.section(payload, "user")
    email = validation.required_text(data, "email")
    password = validation.required_text(data, "password")
    user = user_repo.get_by_email(email)
    if user is None or not security.verify_password(user.password_hash, password):
        raise NotAuthenticated("email or password is invalid")
    return AuthenticatedUser(user, security.create_token(user.id))


def authenticate(token: str) -> User:
    try:
        user = user_repo.get_by_id(security.decode_token(token))
    except security.InvalidToken:
        user = None
    if user is None:
        raise NotAuthenticated("invalid or expired token")
    return user


def update(user: User, payload: Any) -> User:
    data = validation.section(payload, "user")
    changes: dict[str, str | None] = {}
    if "email" in data:
        changes["email"] = validation.email(data)
    if "username" in data:
        changes["username"] = validation.required_text(data, "username")
    if "password" in data:
        changes["password_hash"] = security.hash_password(validation.required_text(data, "password"))
    for field in ("bio", "image"):
        if field in data:
            # May be cleared with null or "".
            changes[field] = validation.nullable_text(data, field)
    _ensure_free(changes.get("email"), changes.get("username"), current=user)
    for field, value in changes.items():
        setattr(user, field, value)
    try:
        return user_repo.save(user)
    except Conflict:
        raise ValidationFailed("email or username has already been taken") from None
