from fastapi import Depends, Header, HTTPException
from sqlalchemy.orm import Session

from app.db import get_db
from app.repositories.articles import ArticleRepository
from app.repositories.users import UserRepository
from app.services.articles import ArticleService
from app.services.auth import AuthService


def auth_service(db: Session = Depends(get_db)) -> AuthService:
    return AuthService(UserRepository(db))


def article_service(db: Session = Depends(get_db)) -> ArticleService:
    return ArticleService(ArticleRepository(db))


def current_user(authorization: str | None = Header(default=None), auth: AuthService = Depends(auth_service)):
    if not authorization or not authorization.startswith("Token "):
        raise HTTPException(401, "missing token")
    return auth.resolve(authorization[6:])


def maybe_user(authorization: str | None = Header(default=None), auth: AuthService = Depends(auth_service)):
    if not authorization or not authorization.startswith("Token "):
        return None
    return auth.resolve(authorization[6:])
