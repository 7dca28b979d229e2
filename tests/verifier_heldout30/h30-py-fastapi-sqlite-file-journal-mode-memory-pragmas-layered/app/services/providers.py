"""FastAPI dependency providers for the services (each request gets its own session)."""
from fastapi import Depends, Header
from sqlalchemy.orm import Session

from app.models import User
from app.repositories.article_repository import ArticleRepository
from app.repositories.session import get_session
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.errors import DomainError
from app.services.user_service import UserService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


def optional_user(authorization: str | None = Header(default=None),
                  users: UserService = Depends(user_service)) -> User | None:
    token = authorization[6:] if authorization and authorization.startswith("Token ") else None
    return users.from_token(token)


def current_user(user: User | None = Depends(optional_user)) -> User:
    if user is None:
        raise DomainError(401, "token", "missing or invalid")
    return user
