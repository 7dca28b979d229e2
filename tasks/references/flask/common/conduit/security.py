"""Token and password helpers, kept free of Flask and the database so they are easy to test."""

from datetime import UTC, datetime

import jwt
from werkzeug.security import check_password_hash, generate_password_hash

from conduit import config

AUTH_SCHEME = "Token"


class InvalidToken(Exception):
    pass


def create_token(user_id: int, now: datetime | None = None) -> str:
    issued = now or datetime.now(UTC)
    claims = {"sub": str(user_id), "iat": issued, "exp": issued + config.JWT_LIFETIME}
    return jwt.encode(claims, config.JWT_SECRET, algorithm=config.JWT_ALGORITHM)


def decode_token(token: str) -> int:
    """Return the user id carried by a valid token."""
    try:
        claims = jwt.decode(
            token,
            config.JWT_SECRET,
            algorithms=[config.JWT_ALGORITHM],
            options={"require": ["sub", "exp"]},
        )
        return int(claims["sub"])
    except (jwt.InvalidTokenError, ValueError) as exc:
        raise InvalidToken(str(exc)) from exc


def token_from_header(header: str | None) -> str | None:
    """Extract the JWT from 'Authorization: Token <jwt>'; None when no credentials were sent."""
    if not header or not header.strip():
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme != AUTH_SCHEME or not token:
        raise InvalidToken("expected 'Token <jwt>'")
    return token


def hash_password(password: str) -> str:
    return generate_password_hash(password)


def verify_password(password_hash: str, password: str) -> bool:
    return check_password_hash(password_hash, password)
