import os

import jwt
from fastapi import Header, HTTPException

SECRET = os.environ.get("JWT_SECRET", "conduit")


def require_user_id(authorization: str = Header(default="")) -> int:
    if not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    try:
        return int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except (jwt.PyJWTError, KeyError, ValueError):
        raise HTTPException(status_code=401, detail="invalid token")
