import jwt
from fastapi import Header, HTTPException

from app.core.config import settings


def current_user_id(authorization: str | None = Header(default=None)) -> int:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, {"token": ["missing"]})
    try:
        return int(jwt.decode(authorization[6:], settings.jwt_secret, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise HTTPException(401, {"token": ["invalid"]})
