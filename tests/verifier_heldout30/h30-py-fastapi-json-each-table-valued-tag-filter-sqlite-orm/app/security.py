import os
from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app import crud
from app.database import get_db

SECRET = os.environ.get("SECRET_KEY", "conduit-secret")


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def check_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def create_token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user_id), "exp": exp}, SECRET, algorithm="HS256")


def optional_user(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        claims = jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return crud.get_user(db, int(claims["sub"]))


def required_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail="Not authenticated")
    return user
