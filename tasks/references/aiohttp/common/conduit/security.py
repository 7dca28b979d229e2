"""Password hashing and the JWTs that authenticate API calls."""

import hashlib
import hmac
import os
import secrets
from datetime import UTC, datetime, timedelta

import jwt

JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-secret-change-me")
JWT_ALGORITHM = "HS256"
TOKEN_LIFETIME = timedelta(days=30)
AUTH_SCHEME = "Token"

# scrypt cost parameters (RFC 7914 interactive-login settings: ~16 MiB, tens of ms).
_SCRYPT = {"n": 2**14, "r": 8, "p": 1}


class InvalidToken(Exception):
    pass


def hash_password(password: str) -> str:
    salt = secrets.token_bytes(16)
    digest = hashlib.scrypt(password.encode(), salt=salt, **_SCRYPT)
    return f"scrypt${salt.hex()}${digest.hex()}"


def verify_password(password: str, stored: str) -> bool:
    _, salt, digest = stored.split("$")
    candidate = hashlib.scrypt(password.encode(), salt=bytes.fromhex(salt), **_SCRYPT)
    return hmac.compare_digest(candidate, bytes.fromhex(digest))


def create_token(user_id: int, now: datetime | None = None) -> str:
    issued = now or datetime.now(UTC)
    claims = {"sub": str(user_id), "iat": issued, "exp": issued + TOKEN_LIFETIME}
    return jwt.encode(claims, JWT_SECRET, algorithm=JWT_ALGORITHM)


def decode_token(token: str) -> int:
    """The user id in a token; raises InvalidToken if it is forged, expired or malformed."""
    try:
        claims = jwt.decode(
            token, JWT_SECRET, algorithms=[JWT_ALGORITHM], options={"require": ["sub", "exp"]}
        )
        return int(claims["sub"])
    except (jwt.InvalidTokenError, ValueError) as error:
        raise InvalidToken(str(error)) from error


def token_from_header(header: str | None) -> str | None:
    """The token in an `Authorization: Token <jwt>` header; None when the header is absent.

    Raises InvalidToken when a header is present but does not follow that scheme.
    """
    if header is None:
        return None
    scheme, _, token = header.strip().partition(" ")
    token = token.strip()
    if scheme.lower() != AUTH_SCHEME.lower() or not token:
        raise InvalidToken(f"expected 'Authorization: {AUTH_SCHEME} <jwt>'")
    return token
