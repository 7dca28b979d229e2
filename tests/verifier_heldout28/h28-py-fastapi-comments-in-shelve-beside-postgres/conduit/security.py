import os
from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.models import User

SECRET = os.environ.get("JWT_SECRET", "conduit")


def token_for(user: User) -> str:
    return jwt.encode({"sub": str(user.id), "exp": datetime.now(timezone.utc) + timedelta(days=1)},
                      SECRET, algorithm="HS256")


def require_user(authorization: str | None = Header(default=None), db: Session = Depends(get_session)) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "missing token")
    try:
        user_id = int(jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(401, "invalid token")
    user = db.get(User, user_id)
    if user is None:
        raise HTTPException(401, "invalid token")
    return user
