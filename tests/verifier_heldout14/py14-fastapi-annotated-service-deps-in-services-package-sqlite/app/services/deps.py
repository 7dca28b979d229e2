"""Request-scoped services for FastAPI's dependency injection, as Annotated aliases so that a
route only writes ``service: ArticleServiceDep``."""
from typing import Annotated

from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.core.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.auth_service import AuthService
from app.services.user_service import UserService

SessionDep = Annotated[AsyncSession, Depends(get_session)]


def _article_service(session: SessionDep) -> ArticleService:
    return ArticleService(ArticleRepository(session), UserRepository(session))


def _auth_service(session: SessionDep) -> AuthService:
    return AuthService(UserRepository(session))


def _user_service(session: SessionDep) -> UserService:
    return UserService(UserRepository(session))


ArticleServiceDep = Annotated[ArticleService, Depends(_article_service)]
AuthServiceDep = Annotated[AuthService, Depends(_auth_service)]
UserServiceDep = Annotated[UserService, Depends(_user_service)]
