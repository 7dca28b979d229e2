from fastapi import Depends
from sqlalchemy.orm import Session

from conduit.database import get_session
from conduit.repositories.article_repository import ArticleRepository
from conduit.repositories.tag_repository import TagRepository
from conduit.services.article_service import ArticleService
from conduit.services.tag_service import TagService


def tag_service(session: Session = Depends(get_session)) -> TagService:
    return TagService(TagRepository(session))


def article_service(session: Session = Depends(get_session)) -> ArticleService:
    return ArticleService(ArticleRepository(session))
