import os

import jwt
from fastapi import Header, HTTPException

SECRET = os.environ.get("JWT_SECRET", "conduit")


def optional_user_id(authorization: str | None = Header(default=None)) -> int | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        return int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")


def required_user_id(authorization: str | None = Header(default=None)) -> int:
    user_id = optional_user_id(authorization)
    if user_id is None:
        raise HTTPException(status_code=401, detail="missing token")
    return user_id
