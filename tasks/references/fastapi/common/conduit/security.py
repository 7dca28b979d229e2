"""Password hashing and the JWT carried as `Authorization: Token <jwt>`."""

import hashlib
import hmac
import os
import secrets
from datetime import UTC, datetime, timedelta

import jwt

JWT_SECRET = os.environ.get("JWT_SECRET", "conduit-development-secret-change-me-in-production")
JWT_ALGORITHM = "HS256"
TOKEN_LIFETIME = timedelta(days=7)

# scrypt from the standard library: memory-hard, and no extra dependency to pin.
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
    return hmac.compare_digest(candidate.hex(), digest)


def create_token(user_id: int, now: datetime | None = None) -> str:
    issued = now or datetime.now(UTC)
    claims = {"sub": str(user_id), "iat": issued, "exp": issued + TOKEN_LIFETIME}
    return jwt.encode(claims, JWT_SECRET, algorithm=JWT_ALGORITHM)


def read_token(token: str) -> int:
    """The user id in a valid, unexpired token."""
    try:
        claims = jwt.decode(token, JWT_SECRET, algorithms=[JWT_ALGORITHM], options={"require": ["sub", "exp"]})
        return int(claims["sub"])
    except (jwt.PyJWTError, ValueError) as error:
        raise InvalidToken("invalid or expired token") from error


def token_from_header(authorization: str | None) -> str | None:
    """The token of an `Authorization: Token <jwt>` header, None when absent or of another scheme."""
    if not authorization:
        return None
    scheme, _, token = authorization.partition(" ")
    token = token.strip()
    return token if scheme.lower() == "token" and token else None
