from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.repositories.article_repository import ArticleRepository
from conduit.services.article_service import ArticleService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    """The composition root: a service built on its repository."""
    return ArticleService(ArticleRepository(session))
