import os

import jwt
from fastapi import Header, HTTPException

SECRET = os.getenv("JWT_SECRET", "dev-secret")


def current_user_id(authorization: str = Header(None)) -> int:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="Unauthorized")
    try:
        return int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="Unauthorized")
