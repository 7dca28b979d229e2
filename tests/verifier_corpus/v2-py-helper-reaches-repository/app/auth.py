from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.database import get_session
from app.models.user import User
from app.repositories.user_repository import UserRepository


def current_user(authorization: str = Header(""), session: Session = Depends(get_session)) -> User:
    username = authorization.removeprefix("Token ").strip()
    user = UserRepository(session).by_username(username)
    if user is None:
        raise HTTPException(status_code=401)
    return user
