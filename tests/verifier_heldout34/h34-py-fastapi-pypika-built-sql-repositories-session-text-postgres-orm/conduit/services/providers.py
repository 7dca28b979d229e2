from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.db import get_session
from conduit.repositories.article_repository import ArticleRepository, TagRepository
from conduit.services.article_service import ArticleService, TagService


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))


def tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))
