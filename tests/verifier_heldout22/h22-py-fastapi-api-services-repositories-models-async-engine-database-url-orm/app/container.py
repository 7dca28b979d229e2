from fastapi import Depends
from sqlalchemy.ext.asyncio import AsyncSession

from app.db import get_session
from app.repositories.article_repository import ArticleRepository
from app.repositories.user_repository import UserRepository
from app.services.article_service import ArticleService
from app.services.user_service import UserService


# Composition root: builds services for the request; routes only ever see services.
def user_service(session: AsyncSession = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: AsyncSession = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
