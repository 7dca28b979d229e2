from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.database import get_db
from app.security import decode_token
from app.services.user_service import UserService


def current_user(authorization: str | None = Header(default=None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing authorization credentials")
    user_id = decode_token(authorization.removeprefix("Token "))
    user = UserService(db).current(user_id) if user_id is not None else None
    if user is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user
