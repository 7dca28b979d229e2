from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.repositories.database import get_db
from app.repositories.user_repository import UserRepository
from app.services.user_service import UserService


def optional_user(authorization: str | None = Header(None), db: Session = Depends(get_db)):
    if not authorization or not authorization.startswith("Token "):
        return None
    return UserService(UserRepository(db)).from_token(authorization[6:])


def current_user(user=Depends(optional_user)):
    if user is None:
        raise HTTPException(status_code=401, detail={"errors": {"token": ["missing"]}})
    return user
