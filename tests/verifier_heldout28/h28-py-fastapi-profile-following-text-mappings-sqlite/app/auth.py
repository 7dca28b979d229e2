from datetime import datetime, timedelta

import jwt
from fastapi import Depends, Header, HTTPException
from passlib.context import CryptContext
from sqlalchemy.orm import Session

from app import models
from app.database import get_db

SECRET_KEY = "conduit-secret-key"
pwd_context = CryptContext(schemes=["bcrypt"], deprecated="auto")


def create_access_token(user_id: int) -> str:
    return jwt.encode({"sub": str(user_id), "exp": datetime.utcnow() + timedelta(days=1)}, SECRET_KEY, algorithm="HS256")


def _decode(authorization: str | None, db: Session):
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        payload = jwt.decode(authorization.split(" ")[1], SECRET_KEY, algorithms=["HS256"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="Invalid token")
    return db.query(models.User).filter(models.User.id == int(payload["sub"])).first()


def get_current_user(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    user = _decode(authorization, db)
    if user is None:
        raise HTTPException(status_code=401, detail="Not authenticated")
    return user


def get_optional_user(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    return _decode(authorization, db)
