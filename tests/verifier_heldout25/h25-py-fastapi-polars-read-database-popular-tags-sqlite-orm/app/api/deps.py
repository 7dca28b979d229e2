from datetime import datetime, timedelta, timezone

import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from ..core.config import SECRET_KEY
from ..core.db import get_db
from ..crud import users as users_crud


def create_token(user_id: int) -> str:
    exp = datetime.now(timezone.utc) + timedelta(days=1)
    return jwt.encode({"sub": str(user_id), "exp": exp}, SECRET_KEY, algorithm="HS256")


def current_user(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "unauthorized")
    try:
        user_id = int(jwt.decode(authorization[6:], SECRET_KEY, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(401, "unauthorized") from None
    user = users_crud.get(db, user_id)
    if user is None:
        raise HTTPException(401, "unauthorized")
    return user
