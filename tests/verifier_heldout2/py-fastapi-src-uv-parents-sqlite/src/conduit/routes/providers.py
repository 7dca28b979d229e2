from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.user_repository import UserRepository
from conduit.services.article_service import ArticleService
from conduit.services.user_service import UserService


def user_service(session: Session = Depends(get_session)) -> UserService:
    return UserService(UserRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
