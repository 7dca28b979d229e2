from datetime import datetime, timedelta, timezone

import bcrypt
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.crud import users as users_crud
from app.database import get_db

SECRET_KEY = "conduit-secret-key"


def hash_password(password: str) -> str:
    return bcrypt.hashpw(password.encode(), bcrypt.gensalt()).decode()


def verify_password(password: str, hashed: str) -> bool:
    return bcrypt.checkpw(password.encode(), hashed.encode())


def create_access_token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user_id), "exp": exp}, SECRET_KEY, algorithm="HS256")


def get_current_user_optional(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        payload = jwt.decode(authorization.split(" ", 1)[1], SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        return None
    return users_crud.get_user(db, int(payload["sub"]))


def get_current_user(user=Depends(get_current_user_optional)):
    if user is None:
        raise HTTPException(status_code=401, detail="Not authenticated")
    return user
