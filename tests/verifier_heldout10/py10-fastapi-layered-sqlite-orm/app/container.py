"""Composition root: builds each service with its repositories for one request's session."""
from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))
