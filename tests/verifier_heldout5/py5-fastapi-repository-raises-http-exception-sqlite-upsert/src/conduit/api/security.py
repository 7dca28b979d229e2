from fastapi import Header, HTTPException

from conduit.models import User


def current_user(authorization: str | None = Header(default=None)) -> User:
    # Token decoding elided in this excerpt: a real token resolves to the signed-in user.
    if not authorization:
        raise HTTPException(status_code=401)
    return User(id=int(authorization.rsplit(".", 1)[-1] or 0), username="", email="", password_hash=b"")
