"""Composition root: builds repositories and services for each request."""
from fastapi import Depends, Header
from sqlalchemy.orm import Session

from app.core.database import session_scope
from app.models import User
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.exceptions import AuthError
from app.services.user_service import UserService


def user_service(session: Session = Depends(session_scope)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(session_scope)) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))


def optional_user(authorization: str | None = Header(default=None),
                  users: UserService = Depends(user_service)) -> User | None:
    if not authorization or not authorization.startswith("Token "):
        return None
    return users.authenticate(authorization.split(" ", 1)[1])


def required_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise AuthError("token", "is missing")
    return user
