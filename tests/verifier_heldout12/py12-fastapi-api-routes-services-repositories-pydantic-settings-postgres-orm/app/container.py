"""Composition root: builds services for a request. Only wiring lives here."""
from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))
