import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.models import User

SECRET = os.getenv("JWT_SECRET", "conduit-jwt-secret")


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def verify_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def create_token(user: User) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user.id), "exp": exp}, SECRET, algorithm="HS256")


def _user_from_header(authorization: str | None, db: Session) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        sub = jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"]
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
    return db.get(User, int(sub))


def current_user(authorization: str | None = Header(default=None), db: Session = Depends(get_db)) -> User:
    user = _user_from_header(authorization, db)
    if user is None:
        raise HTTPException(status_code=401, detail="not authenticated")
    return user


def optional_user(authorization: str | None = Header(default=None), db: Session = Depends(get_db)) -> User | None:
    return _user_from_header(authorization, db)
