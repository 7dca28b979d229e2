"""Composition root: one session per request, services wired to their repositories."""
from fastapi import Depends

from .database import SessionFactory
from .repositories.article_repository import ArticleRepository
from .repositories.user_repository import UserRepository
from .services.article_service import ArticleService
from .services.auth_service import AuthService
from .settings import load_settings


def session_scope():
    session = SessionFactory()
    try:
        yield session
    finally:
        session.close()


def auth_service(session=Depends(session_scope)) -> AuthService:
    s = load_settings()
    return AuthService(UserRepository(session), s.jwt_secret, s.token_days)


def article_service(session=Depends(session_scope)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))
