from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.core.security import decode_token
from app.db import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService


def get_user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def get_article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))


def current_user_id(authorization: str | None = Header(default=None)) -> int:
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    user_id = decode_token(authorization[6:])
    if user_id is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user_id


def optional_user_id(authorization: str | None = Header(default=None)) -> int | None:
    if authorization and authorization.startswith("Token "):
        return decode_token(authorization[6:])
    return None
