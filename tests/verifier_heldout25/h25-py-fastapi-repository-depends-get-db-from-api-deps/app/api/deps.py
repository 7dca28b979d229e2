from typing import Generator

from fastapi import Depends, Header, HTTPException, status
from sqlalchemy.orm import Session

from app.core.database import SessionLocal


def get_db() -> Generator[Session, None, None]:
    db = SessionLocal()
    try:
        yield db
    finally:
        db.close()


def get_token(authorization: str | None = Header(default=None)) -> str:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=status.HTTP_401_UNAUTHORIZED, detail="Not authenticated")
    return authorization.removeprefix("Token ")


def get_optional_token(authorization: str | None = Header(default=None)) -> str | None:
    if authorization and authorization.startswith("Token "):
        return authorization.removeprefix("Token ")
    return None
