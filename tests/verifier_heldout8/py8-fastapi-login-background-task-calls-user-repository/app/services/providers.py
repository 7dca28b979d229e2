"""FastAPI dependency providers: one service per request, on that request's session."""

from fastapi import Depends
from sqlalchemy.orm import Session

from app.db.session import get_session
from app.services.articles import ArticleService
from app.services.auth import AuthService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(session)


def auth_service(session: Session = Depends(get_session)) -> AuthService:
    return AuthService(session)
