"""Credentials: Django's password hashers, and HS256 JWTs sent as `Authorization: Token <jwt>`."""

from datetime import UTC, datetime, timedelta

import jwt
from django.conf import settings
from django.contrib.auth.hashers import check_password, make_password

TOKEN_SCHEME = "Token"
TOKEN_LIFETIME = timedelta(days=30)


def hash_password(password: str) -> str:
    return make_password(password)


def verify_password(password: str, password_hash: str) -> bool:
    return check_password(password, password_hash)


def create_token(user_id: int) -> str:
    now = datetime.now(UTC)
    claims = {"sub": str(user_id), "iat": now, "exp": now + TOKEN_LIFETIME}
    return jwt.encode(claims, settings.JWT_SECRET, algorithm="HS256")


def decode_token(token: str) -> int | None:
    """The user id a valid token was issued for, or None for a forged, expired or malformed one."""
    try:
        claims = jwt.decode(
            token, settings.JWT_SECRET, algorithms=["HS256"], options={"require": ["sub", "exp"]}
        )
        return int(claims["sub"])
    except (jwt.InvalidTokenError, ValueError):
        return None


def token_from_header(header: str | None) -> str | None:
    scheme, _, token = (header or "").strip().partition(" ")
    token = token.strip()
    return token if scheme == TOKEN_SCHEME and token else None
