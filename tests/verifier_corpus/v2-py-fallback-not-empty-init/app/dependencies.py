from fastapi import Depends
from sqlalchemy.orm import Session

from app.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    """The composition root: a service built on its repository."""
    return ArticleService(ArticleRepository(session))
