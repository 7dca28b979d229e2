from typing import Annotated

import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.core.config import get_settings
from app.core.database import get_db
from app.repositories.user_repository import UserRepository
from app.services.profile_service import ProfileService

DbSession = Annotated[Session, Depends(get_db)]


def get_profile_service(db: DbSession) -> ProfileService:
    # Composition only: the routes receive a ready service.
    return ProfileService(UserRepository(db))


def optional_user_id(authorization: str | None = Header(default=None)) -> int | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    try:
        return int(jwt.decode(authorization[6:], get_settings().secret_key, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")


def required_user_id(user_id: int | None = Depends(optional_user_id)) -> int:
    if user_id is None:
        raise HTTPException(status_code=401, detail="missing token")
    return user_id
