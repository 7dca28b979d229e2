import asyncio
import re
from collections.abc import Mapping
from typing import Any

from conduit import security
from conduit.errors import Unauthorized, ValidationFailed
from conduit.models import User
from conduit.repositories import UnitOfWork, UnitOfWorkFactory
from conduit.services.dto import AuthenticatedUser
from conduit.services.validation import optional_clearable_string, optional_string, required_string

_EMAIL = re.compile(r"[^@\s]+@[^@\s]+")


async def _hash(password: str) -> str:
    # scrypt is deliberately slow: keep it off the event loop.
    return await asyncio.to_thread(security.hash_password, password)


def _email(value: str) -> str:
    if not _EMAIL.fullmatch(value):
        raise ValidationFailed("email is invalid")
    return value


class UserService:
    def __init__(self, unit_of_work: UnitOfWorkFactory) -> None:
        self._uow = unit_of_work

    async def register(self, data: Mapping[str, Any]) -> AuthenticatedUser:
        username = required_string(data, "username")
        email = _email(required_string(data, "email"))
        password_hash = await _hash(required_string(data, "password"))
        async with self._uow() as uow:
            await _ensure_available(uow, username=username, email=email)
            user = await uow.users.add(
                User(username=username, email=email, password_hash=password_hash)
            )
            return AuthenticatedUser.of(user, security.create_token(user.id))

    async def login(self, data: Mapping[str, Any]) -> AuthenticatedUser:
        email = required_string(data, "email")
        password = required_string(data, "password")
        async with self._uow() as uow:
            user = await uow.users.by_email(email)
        if user is None or not await asyncio.to_thread(
            security.verify_password, password, user.password_hash
        ):
            raise Unauthorized("email or password is invalid")
        return AuthenticatedUser.of(user, security.create_token(user.id))

    async def current(self, user_id: int) -> AuthenticatedUser:
        async with self._uow() as uow:
            user = await require_user(uow, user_id)
            return AuthenticatedUser.of(user, security.create_token(user.id))

    async def update(self, user_id: int, data: Mapping[str, Any]) -> AuthenticatedUser:
        username = optional_string(data, "username")
        email = optional_string(data, "email")
        password = optional_string(data, "password")
        bio = optional_clearable_string(data, "bio")
        image = optional_clearable_string(data, "image")
        if all(value is None for value in (username, email, password, bio, image)):
            raise ValidationFailed("at least one field is required")
        password_hash = await _hash(password) if password is not None else None
        async with self._uow() as uow:
            user = await require_user(uow, user_id)
            await _ensure_available(
                uow,
                username=username if username != user.username else None,
                email=_email(email) if email is not None and email != user.email else None,
            )
            if username is not None:
                user.username = username
            if email is not None:
                user.email = email
            if password_hash is not None:
                user.password_hash = password_hash
            if bio is not None:
                user.bio = bio
            if image is not None:
                user.image = image
            await uow.users.save(user)
            return AuthenticatedUser.of(user, security.create_token(user.id))


async def require_user(uow: UnitOfWork, user_id: int) -> User:
    user = await uow.users.get(user_id)
    if user is None:
        # The token was valid but its user is gone.
        raise Unauthorized("user no longer exists")
    return user


async def _ensure_available(uow: UnitOfWork, *, username: str | None, email: str | None) -> None:
    errors = []
    if username is not None and await uow.users.by_username(username) is not None:
        errors.append("username has already been taken")
    if email is not None and await uow.users.by_email(email) is not None:
        errors.append("email has already been taken")
    if errors:
        raise ValidationFailed(*errors)
