"""Composition root for request-scoped objects: one session, its repositories, the services."""
from typing import Annotated

from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from conduit.database import get_session
from conduit.repositories.articles import ArticleRepository
from conduit.repositories.users import UserRepository
from conduit.services.articles import ArticleService
from conduit.services.users import UserService

SessionDep = Annotated[AsyncSession, Depends(get_session)]


def get_user_service(session: SessionDep) -> UserService:
    return UserService(UserRepository(session))


def get_article_service(session: SessionDep) -> ArticleService:
    return ArticleService(ArticleRepository(session))
