import os
from datetime import datetime, timedelta

import bcrypt
from fastapi import Depends, Header, HTTPException
from jose import JWTError, jwt
from sqlalchemy.orm import Session

from . import models
from .database import get_db

SECRET = os.getenv("SECRET_KEY", "change-me")


def hash_password(raw: str) -> str:
    return bcrypt.hashpw(raw.encode(), bcrypt.gensalt()).decode()


def check_password(raw: str, hashed: str) -> bool:
    return bcrypt.checkpw(raw.encode(), hashed.encode())


def make_token(user: models.User) -> str:
    return jwt.encode({"sub": user.username, "exp": datetime.utcnow() + timedelta(days=7)}, SECRET, "HS256")


def get_current_user(authorization: str = Header(None), db: Session = Depends(get_db)) -> models.User:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "Not authenticated")
    try:
        username = jwt.decode(authorization[6:], SECRET, algorithms=["HS256"])["sub"]
    except JWTError:
        raise HTTPException(401, "Invalid token")
    user = db.query(models.User).filter(models.User.username == username).first()
    if user is None:
        raise HTTPException(401, "Invalid token")
    return user
