"""Composition root: builds repositories and services for each request; nothing else lives here."""
from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.database import get_session
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService
from conduit.services.user_service import UserService


def user_service(session: AsyncSession = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
