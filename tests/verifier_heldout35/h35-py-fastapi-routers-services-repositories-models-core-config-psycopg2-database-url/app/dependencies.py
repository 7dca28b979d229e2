from fastapi import Depends
from sqlalchemy.orm import Session

from app.core.database import get_session
from app.repositories.article_repository import ArticleRepository
from app.services.article_service import ArticleService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
