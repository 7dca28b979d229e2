import os

import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_db
from conduit.models import User

SECRET = os.getenv("JWT_SECRET", "conduit-secret")


def make_token(user: User) -> str:
    return jwt.encode({"id": user.id, "username": user.username}, SECRET, algorithm="HS256")


def optional_user(authorization: str | None = Header(None), db: Session = Depends(get_db)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        payload = jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(401, detail="invalid token")
    return db.get(User, payload["id"])


def current_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise HTTPException(401, detail="authentication required")
    return user
