"""FastAPI dependency providers: the one place where repositories are constructed."""
from fastapi import Depends, Header
from sqlalchemy.orm import Session

from conduit.core.database import get_session
from conduit.models import User
from conduit.repositories import ArticleRepository, TagRepository, UserRepository
from conduit.services import ArticleService, ServiceError, UserService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session), TagRepository(session))


def current_user(authorization: str | None = Header(None), users: UserService = Depends(user_service)) -> User:
    if not authorization or not authorization.startswith("Token "):
        raise ServiceError("missing token", 401)
    return users.from_token(authorization[6:])
