"""Composition root: builds services from repositories for each request."""
from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.auth_service import AuthService


def get_auth_service(db: Session = Depends(get_db)) -> AuthService:
    return AuthService(UserRepository(db))


def get_article_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


def current_user(authorization: str | None = Header(default=None),
                 auth: AuthService = Depends(get_auth_service)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(status_code=401, detail="missing token")
    user = auth.user_from_token(authorization.removeprefix("Token "))
    if user is None:
        raise HTTPException(status_code=401, detail="invalid token")
    return user
