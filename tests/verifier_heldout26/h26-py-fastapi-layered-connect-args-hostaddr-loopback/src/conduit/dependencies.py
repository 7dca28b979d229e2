"""Wiring for FastAPI's Depends: builds services, holds no logic."""
import jwt
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.repositories.users import UserRepository
from conduit.services.profiles import ProfileService
from conduit.settings import settings


def profile_service(session: Session = Depends(get_session)) -> ProfileService:
    return ProfileService(UserRepository(session))


def viewer_id(authorization: str | None = Header(default=None)) -> int | None:
    if not authorization:
        return None
    try:
        return int(jwt.decode(authorization.removeprefix("Token "), settings.jwt_secret, algorithms=["HS256"])["sub"])
    except jwt.PyJWTError:
        raise HTTPException(status_code=401, detail="invalid token")
